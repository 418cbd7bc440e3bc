/**
 * The app's pages (docs/architecture.md, "First load"): what the app's router draws — the
 * patient's dashboard, passkeys, the admin panel and the résumé viewer. Every other address is
 * the site's: a public page (`public-pages.ts`) or its 404 page, online (rendered by the server)
 * and offline (rendered by the site bundle in the service worker's empty shell) alike. The route
 * files under `src/client/routes` must fall within this list (`tests/unit/app-pages.test.ts`).
 */
import { pagePathOf } from './page-shells';

/** Addresses the app's router draws: whole paths, and `/admin` with everything under it. */
const APP_PATH = /^\/(dashboard|passkeys|admin(\/.*)?|view-resume\/[^/]+)$/;

/** Whether the app (not the site) draws the page at `pathname` (`/dashboard/` is `/dashboard`). */
export const isAppPage = (pathname: string): boolean => APP_PATH.test(pagePathOf(pathname));
