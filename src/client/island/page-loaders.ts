import type { ComponentType } from 'react';
import { loadAppStyles } from '../first-load/load-app-styles';
import type { IslandRenderedPage } from '../first-load/island-pages';
import { MARKETING_PAGE_LOADERS } from '../features/marketing/page-loaders';
import { withCatalogs } from '../lib/i18n';
import type { RenderedPage } from '../../shared/page-render';

/** The blog uses more of Mantine than the marketing pages: its CSS comes first. */
const withAppStyles = async (page: Promise<ComponentType>) =>
  (await Promise.all([page, loadAppStyles()]))[0];

/**
 * The prerendered pages beyond the marketing ones, which fetch or send through a query client;
 * their HTML links the rest of Mantine's CSS already (build/prerender).
 */
const PRERENDERED_PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  '/career': withCatalogs(['public', 'app'], () =>
    import('./career-page').then((m) => m.CareerPage),
  ),
  '/contact': withCatalogs(['public', 'app'], () =>
    import('./contact-page').then((m) => m.ContactPage),
  ),
  '/login': withCatalogs(['auth', 'app'], () => import('./login-page').then((m) => m.LoginPage)),
  '/login-mobile': withCatalogs(['auth', 'app'], () =>
    import('./login-mobile-page').then((m) => m.LoginMobilePage),
  ),
};

const loadBlogPage = withCatalogs(['public', 'app'], () =>
  withAppStyles(import('./blog-page').then((m) => m.BlogPage)),
);

const RENDERED_PAGE_LOADERS: Record<IslandRenderedPage, () => Promise<ComponentType>> = {
  '/blog': loadBlogPage,
};

/**
 * The pages the server renders for each request (`src/client/page-renderer.tsx`), by kind
 * (`RenderedPage.page`, the root's `data-page`): the blog (its list or a post) and the 404 page.
 */
export const SERVER_RENDERED_PAGE_LOADERS: Record<
  RenderedPage['page'],
  () => Promise<ComponentType>
> = {
  blog: loadBlogPage,
  'not-found': withCatalogs(['public'], () =>
    import('./not-found-page').then((m) => m.NotFoundPage),
  ),
};

/**
 * Each page of the site island, loaded on its own: the prerendered ones, those it renders,
 * and the server-rendered ones by kind.
 */
export const ISLAND_PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  ...MARKETING_PAGE_LOADERS,
  ...PRERENDERED_PAGE_LOADERS,
  ...RENDERED_PAGE_LOADERS,
  ...SERVER_RENDERED_PAGE_LOADERS,
};
