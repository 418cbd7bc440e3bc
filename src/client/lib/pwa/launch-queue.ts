/**
 * With `launch_handler: focus-existing` (vite.config.ts), a tap on the aligner case or a
 * shortcut focuses the open app window and hands it the tapped address: the app navigates to
 * it in place, so the patient lands on that aligner without a reload.
 */
interface LaunchParams {
  targetURL?: string;
}
interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

export function handleLaunches(navigate: (href: string) => void): void {
  const queue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
  queue?.setConsumer(({ targetURL }) => {
    if (!targetURL) return;
    const url = new URL(targetURL);
    if (url.origin !== window.location.origin) return;
    const href = `${url.pathname}${url.search}${url.hash}`;
    if (href !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      navigate(href);
    }
  });
}
