/// <reference lib="webworker" />
/**
 * TapAlign's service worker (docs/design.md §4): the precached app shell and public pages, the
 * patient's own data network-first (patient-data.ts), blog data and images
 * stale-while-revalidate (public-content.ts), reminder notifications (notifications.ts), and
 * the check-ins saved offline, sent by Background Sync (check-in-sync.ts).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { SW_MESSAGE } from '../src/shared/constants';
import { fileInLanguage, isLanguage, LANGUAGE_QUERY } from '../src/shared/languages';
import { pageShellFor, prerenderedFileOf } from '../src/shared/page-shells';
import { PUBLIC_PAGES, publicPageOf } from '../src/shared/public-pages';
import { registerCheckInSync } from './check-in-sync';
import { registerNotificationHandlers } from './notifications';
import { offlinePage } from './offline-page';
import { pageLanguage, rememberLanguage } from './page-language';
import { clearPatientData, registerPatientDataRoutes } from './patient-data';
import { registerPublicContentRoutes } from './public-content';

declare const self: ServiceWorkerGlobalScope;

const isApi = (url: URL) => url.pathname.startsWith('/api/');

/**
 * The precached files that can answer `pathname`, best first: a public page (the table,
 * src/shared/public-pages.ts) its prerendered file (about/index.hi.html), else the empty shell,
 * in which the site renders it; an app page its own shell (the dashboard's: its layout and
 * loading view before any script runs), else the empty shell.
 */
function pageFilesFor(pathname: string): string[] {
  const path = publicPageOf(pathname);
  if (path) {
    return PUBLIC_PAGES[path] === 'prerendered'
      ? [prerenderedFileOf(pathname), 'shell.html']
      : ['shell.html'];
  }
  const shell = pageShellFor(pathname);
  return shell ? [shell, 'shell.html'] : ['shell.html'];
}

/**
 * A page address, answered from the precache in the visitor's language (`pageFilesFor`) — also
 * offline; with none of them and no connection, the worker's own offline page.
 */
async function answerPage({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const asked = url.searchParams.get(LANGUAGE_QUERY);
  if (isLanguage(asked)) await rememberLanguage(asked);
  const language = await pageLanguage();
  // The server knows the language from its cookie: asked when the worker does not, or when
  // the address changes it.
  if (!language || isLanguage(asked)) {
    const answer = await fetch(request).catch(() => undefined);
    if (answer) return answer;
  }
  for (const file of pageFilesFor(url.pathname)) {
    const page =
      (language && (await matchPrecache(fileInLanguage(file, language)))) ||
      (await matchPrecache(file));
    if (page) return page;
  }
  // No copy of it at all (an evicted precache) and no connection: say so, in the language.
  return fetch(request).catch(() => offlinePage(language));
}

// Pages first: each address gets its page in the visitor's language, from the precache.
registerRoute(({ request, url }) => request.mode === 'navigate' && !isApi(url), answerPage);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerPatientDataRoutes();
registerPublicContentRoutes();
registerNotificationHandlers();
registerCheckInSync();

// The first worker takes over the open page at once; a later version waits until the patient
// chooses "Reload" (SKIP_WAITING), so a page never runs against a newer worker's caches.
clientsClaim();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGE.clearPatientData) event.waitUntil(clearPatientData());
  if (type === SW_MESSAGE.language) {
    event.waitUntil(rememberLanguage((event.data as { language?: unknown }).language));
  }
});
