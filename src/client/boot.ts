/**
 * The page's only script tag. It carries the first-paint CSS and decides when the app loads:
 * a prerendered marketing page is complete HTML, so the app (React, router, Mantine) loads
 * after the page has loaded — or at the visitor's first interaction, if sooner — and then
 * hydrates it; every other page needs the app at once.
 */
import './components/layout/layout-styles';
import { TOKEN_STORAGE_KEY } from '../shared/constants';

/**
 * Loads the app in two steps with a pause between, so the browser never spends one long
 * task evaluating everything: React DOM first, then the rest.
 */
async function startApp() {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./main');
}

// Lets the prerendered (signed-out) header hide its Login button for a signed-in visitor
// until the app renders the greeting.
try {
  if (localStorage.getItem(TOKEN_STORAGE_KEY)) document.documentElement.dataset.signedIn = '';
} catch {
  /* storage unavailable: treated as signed out */
}

const prerendered =
  document.getElementById('root')?.dataset.prerendered === window.location.pathname;

if (!prerendered) {
  void startApp();
} else {
  const triggers = ['load', 'pointerdown', 'keydown', 'touchstart'] as const;
  const start = () => {
    triggers.forEach((type) => window.removeEventListener(type, start));
    void startApp();
  };
  if (document.readyState === 'complete') start();
  else triggers.forEach((type) => window.addEventListener(type, start, { passive: true }));
}
