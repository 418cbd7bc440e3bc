/**
 * The page's only script tag, and the start of the first-load path (docs/architecture.md, "First
 * load"). It carries the first-paint CSS and decides which bundle loads, and when: a public page
 * is the site's (`island-main.tsx`) for every visitor, the app's pages (the dashboard, passkeys,
 * the admin panel) the app's (`main.tsx`). A public page's HTML is complete, so its script loads
 * after the page has loaded — or at the visitor's first interaction, if sooner — and hydrates it;
 * from the service worker's empty shell it renders at once. Forms submitted before the site has
 * taken over wait for it.
 */
import './first-paint-styles';
import { TOKEN_STORAGE_KEY } from '../../shared/constants';
import { isAppPage } from '../../shared/app-pages';
import { publicPageOf, SIGN_IN_PATHS } from '../../shared/public-pages';
import { sendEarlyRequests } from './early-requests';
import {
  APP_FILES_ID,
  CONTENT_DRAWN,
  drawnByServer,
  MOVED_EARLY,
  PATIENT_MOVES,
} from '../../shared/page-render';
import { holdEarlySubmits } from './early-input';
import { holdEarlyPresses } from './held-presses';
import { showSignInNotice } from '../lib/sign-in-notice';
import { nextTask } from './next-task';
import { reloadAfterFailedLoad } from './reload-after-failed-load';

/**
 * The page's first Intl formatter (a date, a plural's number, a time zone's clock) loads the
 * browser's locale data, some 60 ms on a mid-range phone. The full app's pages all format (the
 * dashboard's wear log, its counts): the data is loaded in a worker (`intl-data.worker.ts`), on
 * another of the phone's cores, while the app's files download; the browser shares it with the
 * page. Without workers, it is loaded here in three tasks: the language's likely subtags (a
 * quarter of it) first, and the phone's time zone (which the app reads as it starts) last.
 */
function loadIntlData() {
  try {
    const worker = new Worker(new URL('./intl-data.worker.ts', import.meta.url), {
      type: 'module',
      name: document.documentElement.lang,
    });
    worker.onmessage = worker.onerror = () => worker.terminate();
  } catch {
    setTimeout(() => new Intl.Locale(navigator.language || 'en').maximize(), 0);
    setTimeout(() => new Intl.NumberFormat().format(0), 0);
    setTimeout(() => Intl.DateTimeFormat().resolvedOptions().timeZone, 0);
  }
}

/**
 * Loads the app in two steps with a pause between, so the browser never spends one long
 * task evaluating everything: React DOM first, then the rest.
 */
async function startApp(island: boolean, handOverForms = async () => {}) {
  if (!island) loadIntlData();
  await import('react-dom/client');
  await nextTask();
  // Each import awaited on its own: Vite preloads one list of files per import expression.
  const { start } = island ? await import('../island-main') : await import('../main');
  await start(root);
  await handOverForms();
}

/**
 * Holds what is submitted or pressed on a page drawn ahead; returns the hand-over, for once the
 * app has drawn the page.
 */
function holdEarlyInput() {
  const handOverSubmits = holdEarlySubmits();
  const handOverPresses = holdEarlyPresses();
  return async () => {
    await handOverSubmits();
    handOverPresses();
  };
}

/**
 * Marks the page (`MOVED_EARLY`) once the patient scrolls or taps it, until the app has drawn its
 * content (`CONTENT_DRAWN`), which hears them itself from then on.
 */
function noteEarlyMoves() {
  const html = document.documentElement;
  const note = () => {
    if (!(CONTENT_DRAWN in html.dataset)) html.dataset[MOVED_EARLY] = '';
    PATIENT_MOVES.forEach((type) => window.removeEventListener(type, note, true));
  };
  PATIENT_MOVES.forEach((type) =>
    window.addEventListener(type, note, { capture: true, passive: true }),
  );
}

/**
 * Announces the app's files a page shell lists (`APP_FILES_ID`) when it came over the connection:
 * they then come together rather than as each import reaches them, a round trip each. From the
 * service worker (the installed app, offline) each file comes within a task, and the links would
 * cost the start more than they save (docs/benchmarks.md, "Offline start"). Either way they are a
 * long task of their own: a page the server drew, which has painted, lists none.
 */
function announceAppFiles() {
  const list = document.getElementById(APP_FILES_ID)?.textContent;
  if (!list || navigator.serviceWorker?.controller) return;
  const links = document.createDocumentFragment();
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

/** Starts the app; a page whose code could not be downloaded gets one fresh start. */
const launchApp = (island: boolean, handOverForms?: () => Promise<void>) =>
  startApp(island, handOverForms).catch(reloadAfterFailedLoad);

// Lets the site's (signed-out) header hide its Login button for a signed-in visitor until the
// site renders the greeting.
let token: string | null = null;
try {
  token = localStorage.getItem(TOKEN_STORAGE_KEY);
} catch {
  /* storage unavailable: treated as signed out */
}
const signedIn = Boolean(token);
if (signedIn) document.documentElement.dataset.signedIn = '';

/**
 * A visitor holding a token on a sign-in page goes on to the dashboard, whose guard sends them on
 * by role (docs/product-spec.md §2): at once, before any bundle loads, so nothing of the sign-in
 * page starts, and a token stored while the page is open never sends it anywhere.
 */
const publicPage = publicPageOf(window.location.pathname);
const onSignInPage = publicPage !== undefined && SIGN_IN_PATHS.includes(publicPage);
const leavesForDashboard = signedIn && onSignInPage;
// Why the visitor was sent here ("You have been signed out"), shown before the page paints.
if (onSignInPage && !leavesForDashboard) showSignInNotice();

const root = document.getElementById('root')!;
const prerendered = root.dataset.prerendered === window.location.pathname;

/**
 * Runs `then` once a frame has painted the page as it is (a hidden tab paints none: not before
 * it is shown).
 */
const afterFrame = (then: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)));

/**
 * Resolves once the browser has reported the page's first contentful paint. A frame's paint
 * reaches the screen some time after the frame's own callbacks have run (later still on a busy
 * phone), and a file asked for in between would race the very paint it was waiting for.
 */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    const observable = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
    if (painted() || !observable) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
  });

if (leavesForDashboard) {
  window.location.replace('/dashboard');
} else if (!prerendered) {
  // A dashboard the server drew came with its answers, and with buttons to press at once.
  const drawn = drawnByServer(root);
  const handOverInput = drawn ? holdEarlyInput() : undefined;
  if (drawn) noteEarlyMoves();
  const startNow = () => {
    if (token && !drawn) sendEarlyRequests(window.location.pathname, token);
    announceAppFiles();
    // Any address not the app's is the site's: a public page, or its 404 page.
    void launchApp(!isAppPage(window.location.pathname), handOverInput);
  };
  // A page shell (the dashboard's loading view) coming over the connection paints first: its
  // app's files and answers would otherwise compete with the shell's styles for it. From the
  // service worker (the installed app, offline too) nothing competes: the app starts at once.
  if ('placeholder' in root.dataset && !navigator.serviceWorker?.controller) afterFrame(startNow);
  else startNow();
} else {
  const handOverForms = holdEarlyInput();
  const triggers = ['load', 'pointerdown', 'keydown', 'touchstart', 'submit'] as const;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    triggers.forEach((type) => window.removeEventListener(type, onTrigger, true));
    void launchApp(true, handOverForms);
  };
  // After the load event, the app's files wait until the page's first paint has reached the
  // screen and the hero picture (the largest paint) is decoded and a frame has painted it,
  // instead of racing them; a timer starts them anyway, should that take long. A visitor's first
  // touch or key starts them at once.
  const afterNextPaint = () => {
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const heroDecoded = (hero?.decode() ?? Promise.resolve()).catch(() => undefined);
    void Promise.all([heroDecoded, firstContentfulPaint()]).then(() => afterFrame(start));
    setTimeout(start, 1000);
  };
  const onTrigger = (event: Event) => (event.type === 'load' ? afterNextPaint() : start());
  if (document.readyState === 'complete') afterNextPaint();
  else
    triggers.forEach((type) =>
      window.addEventListener(type, onTrigger, { capture: true, passive: true }),
    );
}
