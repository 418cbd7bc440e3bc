/// <reference lib="webworker" />
/**
 * Public content, stale-while-revalidate (docs/design.md §4): the blog list and posts, and images
 * (blog pictures served from /api/files, the site's own images). Only real images are kept:
 * a resume served by the same /api/files route is a `no-store` PDF and never touches a cache.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { BLOG_CACHE, IMAGE_CACHE, PUBLIC_CACHE_MAX_AGE_SECONDS } from '../src/shared/constants';

const onlyImages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const type = response.headers.get('Content-Type') ?? '';
    const noStore = /no-store/.test(response.headers.get('Cache-Control') ?? '');
    return response.status === 200 && type.startsWith('image/') && !noStore ? response : null;
  },
};

export function registerPublicContentRoutes(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/blogs'),
    new StaleWhileRevalidate({
      cacheName: BLOG_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: PUBLIC_CACHE_MAX_AGE_SECONDS }),
      ],
    }),
  );
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && (request.destination === 'image' || url.pathname.startsWith('/api/files/')),
    new StaleWhileRevalidate({
      cacheName: IMAGE_CACHE,
      plugins: [
        onlyImages,
        new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: PUBLIC_CACHE_MAX_AGE_SECONDS }),
      ],
    }),
  );
}
