/**
 * The site's table of public pages (the paths: `src/shared/public-pages.ts`): for each, its page
 * module — what the site bundle hydrates, the build prerenders and the server renders — loaded
 * on its own with its catalogs, and a prerendered page's title and description (the build writes
 * them into its head; the site sets them again when the visitor changes language); a
 * server-rendered page's come from its content.
 * Adding a public page is one entry here (and its path there) and one module.
 */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BRAND } from '../../shared/constants';
import type { PUBLIC_PAGES, PublicPath } from '../../shared/public-pages';
import type { SitePageKind } from '../../shared/page-render';
import { withCatalogs } from '../lib/i18n';
import type { ServerLoader } from './server-loaders';

export interface PublicPageModule {
  /** The page's component for `path` (its address's path), its catalogs loaded. */
  load: (path: string) => Promise<ComponentType>;
  /**
   * Its file from the project's root: the build links the CSS it and its lazy parts import —
   * beyond the first paint's CSS, the Mantine components it draws (its feature's `styles.css`),
   * never the whole of the app's (`first-load/app-styles.ts`).
   */
  module: string;
  /**
   * A server-rendered page's loader (its queries and head), which only the server's page
   * renderer loads; a prerendered page has none (its head: `meta`).
   */
  serverLoad?: () => Promise<ServerLoader>;
  /** A prerendered page's title and description, in the `site` catalog. */
  meta?: PageMetaMessages;
}

interface PageMetaMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** Every public page's module; a prerendered one's with its head's texts. */
type PublicPageTable = {
  [Path in PublicPath]: PublicPageModule &
    ((typeof PUBLIC_PAGES)[Path] extends 'prerendered' ? { meta: PageMetaMessages } : unknown);
};

const BLOG: PublicPageModule = {
  load: withCatalogs(['public', 'app'], async (path: string) => {
    const { BlogPage, loadViewOf } = await import('./blog-page');
    await loadViewOf(path);
    return BlogPage;
  }),
  module: 'src/client/island/blog-page.tsx',
};

export const PUBLIC_PAGE_MODULES: PublicPageTable = {
  '/': {
    load: withCatalogs(['home'], () =>
      import('../features/marketing/home/home-page').then((m) => m.HomePage),
    ),
    module: 'src/client/features/marketing/home/home-page.tsx',
    meta: {
      title: msg`${BRAND} — clear aligners you can track with a tap`,
      description: msg`${BRAND} clear aligners: a quick intra-oral scan, a tailored plan, 3D-printed aligners shipped within 4 working days, and an NFC tap that opens your progress dashboard.`,
    },
  },
  '/about': {
    load: withCatalogs(['about'], () =>
      import('../features/marketing/about/about-page').then((m) => m.AboutPage),
    ),
    module: 'src/client/features/marketing/about/about-page.tsx',
    meta: {
      title: msg`About us · ${BRAND}`,
      description: msg`Why ${BRAND} exists: orthodontist-planned clear aligners, honest pricing and progress you can check with a tap. Our mission, our vision and what is in the box.`,
    },
  },
  '/privacy': {
    load: withCatalogs(['privacy'], () =>
      import('../features/marketing/privacy/privacy-page').then((m) => m.PrivacyPage),
    ),
    module: 'src/client/features/marketing/privacy/privacy-page.tsx',
    meta: {
      title: msg`Privacy notice · ${BRAND}`,
      description: msg`What ${BRAND} collects about its patients, why, how long it is kept, who sees it, and how to get a copy or have it erased under India’s DPDP Act 2023.`,
    },
  },
  '/career': {
    load: withCatalogs(['public', 'app'], () => import('./career-page').then((m) => m.CareerPage)),
    module: 'src/client/island/career-page.tsx',
    meta: {
      title: msg`Careers · ${BRAND}`,
      description: msg`Work at ${BRAND}: our latest openings, why people enjoy building clear-aligner care with us, and how to apply online with your resume.`,
    },
  },
  '/contact': {
    load: withCatalogs(['public', 'app'], () =>
      import('./contact-page').then((m) => m.ContactPage),
    ),
    module: 'src/client/island/contact-page.tsx',
    meta: {
      title: msg`Contact us · ${BRAND}`,
      description: msg`Book a scan, ask about your treatment or visit the ${BRAND} clinic in Lower Parel, Mumbai. Send us a message and we will call you back.`,
    },
  },
  '/login': {
    load: withCatalogs(['auth', 'app'], () => import('./login-page').then((m) => m.LoginPage)),
    module: 'src/client/island/login-page.tsx',
    meta: {
      title: msg`Log in · ${BRAND}`,
      description: msg`Log in to ${BRAND} with your email and password or a passkey, and follow your aligner treatment.`,
    },
  },
  '/login-mobile': {
    load: withCatalogs(['auth', 'app'], () =>
      import('./login-mobile-page').then((m) => m.LoginMobilePage),
    ),
    module: 'src/client/island/login-mobile-page.tsx',
    meta: {
      title: msg`Log in via Mobile · ${BRAND}`,
      description: msg`Log in to ${BRAND} with a code sent to your WhatsApp, and follow your aligner treatment.`,
    },
  },
  '/blog': { ...BLOG, serverLoad: () => import('./server-loaders').then((m) => m.loadBlogList) },
  '/blog-details/$id': {
    ...BLOG,
    serverLoad: () => import('./server-loaders').then((m) => m.loadPost),
  },
};

/**
 * The pages the server renders, by kind (`RenderedPage.page`, the root's `data-page`): the blog
 * (its list or a post) and the 404 page, which every address the app does not own gets.
 */
export const SERVER_RENDERED_PAGES: Record<SitePageKind, PublicPageModule> = {
  blog: BLOG,
  'not-found': {
    load: withCatalogs(['public'], () => import('./not-found-page').then((m) => m.NotFoundPage)),
    module: 'src/client/island/not-found-page.tsx',
  },
};
