/// <reference lib="webworker" />
/**
 * TapAlign's service worker (DESIGN.md §4): the precached app shell and public pages, the
 * patient's own data network-first (patient-data.ts), blog data and images
 * stale-while-revalidate (public-content.ts), reminder notifications (notifications.ts), and
 * the check-ins saved offline, sent by Background Sync (check-in-sync.ts).
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SW_MESSAGE } from '../src/shared/constants';
import { PAGE_SHELLS, pageShellFor } from '../src/shared/page-shells';
import { registerCheckInSync } from './check-in-sync';
import { registerNotificationHandlers } from './notifications';
import { clearPatientData, registerPatientDataRoutes } from './patient-data';
import { registerPublicContentRoutes } from './public-content';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST, {
  // A prerendered page (about/index.html) answers its own clean address (/about).
  urlManipulation: ({ url }) =>
    url.pathname.endsWith('/') ? [] : [new URL(`${url.pathname}/index.html`, url.origin)],
});
cleanupOutdatedCaches();
// A page with a shell of its own paints its layout and loading view before any script runs.
const pageShells = new Map(
  Object.values(PAGE_SHELLS).map((file) => [file, createHandlerBoundToURL(`/${file}`)]),
);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && pageShellFor(url.pathname) !== undefined,
  (options) => pageShells.get(pageShellFor(options.url.pathname)!)!(options),
);
// Every other page is the SPA shell, also offline; API calls never fall back to it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/shell.html'), { denylist: [/^\/api\//] }),
);
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
});
