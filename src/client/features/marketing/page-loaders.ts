import type { ComponentType } from 'react';
import { withCatalogs } from '../../lib/i18n';

/** Each prerendered marketing page's component, loaded on its own (the island, the prerender). */
export const MARKETING_PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  '/': withCatalogs(['home'], () => import('./home/home-page').then((m) => m.HomePage)),
  '/about': withCatalogs(['about'], () => import('./about/about-page').then((m) => m.AboutPage)),
  '/privacy': withCatalogs(['privacy'], () =>
    import('./privacy/privacy-page').then((m) => m.PrivacyPage),
  ),
};
