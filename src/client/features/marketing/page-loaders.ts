import type { ComponentType } from 'react';

/** Each prerendered marketing page's component, loaded on its own (the island, the prerender). */
export const MARKETING_PAGE_LOADERS: Record<string, () => Promise<ComponentType>> = {
  '/': () => import('./home/home-page').then((m) => m.HomePage),
  '/about': () => import('./about/about-page').then((m) => m.AboutPage),
  '/privacy': () => import('./privacy/privacy-page').then((m) => m.PrivacyPage),
};
