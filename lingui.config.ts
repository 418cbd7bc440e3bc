import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/shared/languages';

const client = (path: string) => `<rootDir>/src/client/${path}`;

/**
 * The home page's sections below its first screen, whose code and messages load as they near
 * the screen (`features/marketing/home/home-page.tsx`).
 */
const HOME_SECTIONS = [
  ...[
    'bite-strip',
    'journey-steps',
    'nfc-block',
    'care-timeline',
    'respect-time',
    'pioneering',
    'comparison-table',
    'what-you-get',
    'testimonials',
    'join-banner',
  ].map((section) => client(`features/marketing/home/${section}.tsx`)),
  client('features/marketing/content/home-sections-content.ts'),
  client('features/marketing/content/carousel-items.ts'),
  client('features/marketing/curved-carousel/**'),
];

/**
 * The message catalogs, as .po files a translator can edit (src/client/locales/{language}),
 * one per part of the product, so a page loads only the parts it shows (`lib/i18n.ts`
 * CATALOGS): the public site's chrome, the home page's first screen and its sections below, the
 * about page, the privacy notice, the blog, careers and contact, sign-in, the dashboard, wear
 * and check-ins, and the app's shared pieces (toasts, the offline and install texts). The admin
 * panel stays English. `npm run i18n:extract` adds new messages to every language.
 */
export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...LANGUAGES],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: client('locales/{locale}/site'),
      include: [
        client('components/layout'),
        client('components/site'),
        client('components/not-found'),
        client('island/public-pages.ts'),
      ],
    },
    {
      path: client('locales/{locale}/home'),
      include: [client('features/marketing')],
      // Folders excluded by their contents: a bare folder name excludes nothing under it.
      exclude: [
        client('features/marketing/about/**'),
        client('features/marketing/privacy/**'),
        client('features/marketing/content/about-content.ts'),
        ...HOME_SECTIONS,
      ],
    },
    { path: client('locales/{locale}/home-sections'), include: HOME_SECTIONS },
    {
      path: client('locales/{locale}/about'),
      include: [
        client('features/marketing/about'),
        client('features/marketing/content/about-content.ts'),
      ],
    },
    {
      path: client('locales/{locale}/privacy'),
      include: [client('features/marketing/privacy')],
    },
    {
      path: client('locales/{locale}/public'),
      include: [
        client('features/blog'),
        client('features/careers'),
        client('features/contact'),
        client('features/live-chat'),
        client('island/blog-page.tsx'),
        client('island/blog-post-view.tsx'),
        client('island/career-page.tsx'),
      ],
    },
    {
      path: client('locales/{locale}/auth'),
      include: [
        client('features/auth'),
        client('features/passkeys'),
        client('island/login-page.tsx'),
      ],
    },
    {
      path: client('locales/{locale}/dashboard'),
      include: [
        client('features/dashboard'),
        client('features/family'),
        client('features/patient-app'),
        client('features/privacy'),
      ],
    },
    {
      path: client('locales/{locale}/wear'),
      include: [
        client('features/wear'),
        client('features/check-ins'),
        client('components/check-in-photo'),
        client('components/wear-chart'),
      ],
    },
    {
      path: client('locales/{locale}/app'),
      include: [
        client('lib'),
        client('hooks'),
        client('first-load'),
        client('components/*.tsx'),
        client('routes/*.tsx'),
        client('routes/_public'),
        client('island/query-boundary.tsx'),
        client('island/with-queries.tsx'),
      ],
    },
    // The server's and src/shared's messages (API errors, validation, push and WhatsApp texts),
    // marked with /*i18n*/ since no macro runs there (src/shared/messages.ts). The client loads
    // the shared one for its forms; the server loads both at start.
    {
      path: '<rootDir>/src/shared/locales/{locale}/shared',
      include: ['<rootDir>/src/shared'],
    },
    {
      path: '<rootDir>/src/server/locales/{locale}/server',
      include: ['<rootDir>/src/server'],
      exclude: ['<rootDir>/src/server/cli', '<rootDir>/src/server/db'],
    },
  ],
});
