/**
 * The page's only script tag, and the start of the first-load path (README, "First load").
 * It carries the first-paint CSS and decides which app loads, and when: a prerendered
 * marketing page is complete HTML, so its script loads after the page has loaded — or at the
 * visitor's first interaction, if sooner — and then hydrates it: the small marketing island
 * (React and Mantine only) for a visitor with no stored token, the full app (router, queries)
 * for a signed-in one. Every other page needs the full app at once. Forms submitted before
 * the app has taken over wait for it.
 */
import './first-paint-styles';
import { TOKEN_STORAGE_KEY } from '../../shared/constants';
import { holdEarlySubmits } from './hold-early-submits';

/**
 * Loads the app in two steps with a pause between, so the browser never spends one long
 * task evaluating everything: React DOM first, then the rest.
 */
async function startApp(island: boolean, handOverForms: () => Promise<void>) {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { start } = island ? await import('../marketing-main') : await import('../main');
  await start(document.getElementById('root')!);
  await handOverForms();
}

// Lets the prerendered (signed-out) header hide its Login button for a signed-in visitor
// until the app renders the greeting.
let signedIn = false;
try {
  signedIn = Boolean(localStorage.getItem(TOKEN_STORAGE_KEY));
} catch {
  /* storage unavailable: treated as signed out */
}
if (signedIn) document.documentElement.dataset.signedIn = '';

const prerendered =
  document.getElementById('root')?.dataset.prerendered === window.location.pathname;

if (!prerendered) {
  void startApp(false, async () => {});
} else {
  const handOverForms = holdEarlySubmits();
  const triggers = ['load', 'pointerdown', 'keydown', 'touchstart', 'submit'] as const;
  const start = () => {
    triggers.forEach((type) => window.removeEventListener(type, start, true));
    void startApp(!signedIn, handOverForms);
  };
  if (document.readyState === 'complete') start();
  else
    triggers.forEach((type) =>
      window.addEventListener(type, start, { capture: true, passive: true }),
    );
}
