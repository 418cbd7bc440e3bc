import type { ComponentType } from 'react';
import { loadAppStyles } from '../first-load/load-app-styles';
import type { IslandRenderedPage } from '../first-load/island-pages';
import { MARKETING_PAGE_LOADERS } from '../features/marketing/page-loaders';
import { withCatalogs } from '../lib/i18n';

/** These pages use more of Mantine than the marketing pages: its CSS comes first. */
const withAppStyles = async (page: Promise<ComponentType>) =>
  (await Promise.all([page, loadAppStyles()]))[0];

const RENDERED_PAGE_LOADERS: Record<IslandRenderedPage, () => Promise<ComponentType>> = {
  '/blog': withCatalogs(['public', 'app'], () =>
    withAppStyles(import('./blog-page').then((m) => m.BlogPage)),
  ),
  '/login': withCatalogs(['auth', 'app'], () =>
    withAppStyles(import('./login-page').then((m) => m.LoginPage)),
  ),
};

/** Each page of the site island, loaded on its own. */
export const ISLAND_PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  ...MARKETING_PAGE_LOADERS,
  ...RENDERED_PAGE_LOADERS,
};
