/**
 * "Install the app" (docs/design.md §4). Chromium browsers fire `beforeinstallprompt` when the app
 * can be installed: the event is kept, so the dashboard can offer the install at the patient's
 * click. iOS Safari has no such event: it gets Add-to-Home-Screen steps instead.
 */
import { externalStore } from './external-store';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installPrompt = externalStore<InstallPromptEvent | null>(null);

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.set(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installPrompt.set(null));
}

/** Shows the browser's install dialog; true when the patient accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = installPrompt.get();
  if (!event) return false;
  installPrompt.set(null);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

/** Running from the home screen (installed), not in a browser tab. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** Safari on an iPhone or iPad, where "Add to Home Screen" installs the app. */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
  return ios && /Safari\//.test(ua) && !otherBrowser;
}
