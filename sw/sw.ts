/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every page is the SPA shell (index.html is the prerendered home page, served for / by the
// precache route above); API calls never fall back to it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/shell.html'), { denylist: [/^\/api\//] }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
