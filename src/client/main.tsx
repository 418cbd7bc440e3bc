import { AppDrawing, resolvedAsDrawn } from './first-load/app-drawing';
import { mountApp } from './first-load/mount';
import {
  adoptServerDrawing,
  drawnAsPhoneCounts,
  settleAdoptedAnswers,
} from './first-load/server-drawing';
import { loadDeferredStyles } from './first-load/deferred-styles';
import { nextTask, whenNothingWaits } from './first-load/next-task';
import { startQueryPersistence } from './components/persist-queries';
import { handleLaunches, listenForInstallPrompt } from './lib/pwa';
import { activateLanguage, APP_CATALOGS, pageLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { clearAtSignOut } from './lib/sign-out';
import { createBrowserHistory } from '@tanstack/react-router';
import { createAppRouter } from './router';
import { isPublicPage } from './components/site/router-link';
import { drawWithSession, getToken } from './lib/session';
import { pagePathOf } from '../shared/page-shells';

document.documentElement.dataset.build = __BUILD_ID__;
listenForInstallPrompt();

/**
 * How long a page drawn over what is on screen (a page shell) waits for the router to resolve it
 * (its guards, its data) so as to render it whole: on a slow connection the app renders sooner,
 * with its own loading view, the header's menu working.
 */
const SETTLE_WAIT_MS = 1000;

/**
 * The app's query client and router, each step in a task of its own: the browser's history (the
 * router's hold on the address bar), then the router, which reads every route of the app.
 */
async function createApp() {
  const queryClient = createQueryClient();
  clearAtSignOut(queryClient);
  const history = createBrowserHistory();
  await nextTask();
  const router = createAppRouter(queryClient, history);
  handleLaunches((href) => void router.navigate({ href, reloadDocument: isPublicPage(href) }));
  return { queryClient, router };
}

/** Whether `loaded` resolved within SETTLE_WAIT_MS. */
const settled = (loaded: Promise<void>) =>
  Promise.race([
    loaded.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(resolve, SETTLE_WAIT_MS, false)),
  ]);

/**
 * Called by `first-load/boot.ts` on the app's pages (the dashboard, passkeys, the admin panel;
 * every public page is the site's, `island-main.tsx`). The persisted query cache is restored
 * first; a page the server drew starts from the answers it came with instead, and is hydrated
 * (the saved answers come after). A page shell's placeholder (or that page) stays on screen while
 * the router resolves the page. Resolves once React owns the page's events.
 */
export async function start(container: HTMLElement) {
  // Evaluating the app's files was a task of its own; so is each step of its start.
  await nextTask();
  const { queryClient, router } = await createApp();
  await nextTask();
  // The page's own code loads meanwhile, rather than once the router asks for it.
  const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);
  await nextTask();
  // The language's catalogs and the saved answers load together, each asked for in its own task.
  const language = activateLanguage(pageLanguage(), APP_CATALOGS);
  await nextTask();
  const drawn = await adoptServerDrawing(queryClient, container);
  // A page the server drew is hydrated from the answers it was drawn from alone: what else this
  // phone has saved comes in once the page is the app's.
  const saved = drawn ? undefined : startQueryPersistence(queryClient);
  await Promise.all([language, saved, loadDeferredStyles()]);
  // Hydrated as drawn: signed in from its first render.
  if (drawn) drawWithSession(getToken());
  await nextTask();
  await mountApp(
    container,
    <AppDrawing router={router} queryClient={queryClient} drawn={drawn} />,
    {
      prepare: async () =>
        (await settled(router.load())) &&
        drawn &&
        drawnAsPhoneCounts() &&
        resolvedAsDrawn(router, pagePathOf(window.location.pathname)),
    },
  );
  if (drawn)
    whenNothingWaits(() => {
      void startQueryPersistence(queryClient);
      settleAdoptedAnswers(queryClient);
    });
}
