import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND, REPORT_ISSUE_PATH } from './src/shared/constants';
import { PAGE_RENDERER_DIR } from './src/shared/page-render';
import { adminOnlyFiles, recordAdminOnlyChunks } from './build/admin-only-chunks';
import { checkChunkMap, chunkOutput } from './build/chunks';
import { linguiPlugins } from './build/lingui';
import { localizedImages, TRANSLATED_LANGUAGES } from './build/localized-images';
import { mantineLazyDefaults } from './build/mantine-lazy-defaults';
import { mantineStableIds } from './build/mantine-stable-ids';
import { mantineVariables } from './build/mantine-variables';
import { prerenderMarketingPages } from './build/prerender/vite-plugin';
import { precompressStaticFiles } from './build/precompress';

/** Names this build (`TAPALIGN_BUILD_ID`, else the time): the page exposes it as data-build. */
const BUILD_ID = process.env.TAPALIGN_BUILD_ID ?? new Date().toISOString();

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  plugins: [
    // The router plugin must come before React's.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
      // An admin page's loader (admin queries, admin toasts) and its loading state ride in the
      // page's own admin-only chunk: the main bundle, which every public page loads, holds no
      // admin code.
      // Every other page's loader and loading, error and not-found states come with the page
      // too, not in the code the home page loads to start the app.
      // The dashboard's loader rides with its page, which the app asks for as it starts
      // (main.tsx): on its own it was one more round trip before the first screen. Its loading
      // and error states ride there too (a few hundred bytes): an error met offline is shown
      // at once, never after a fetch of its own code that the moment can cut short.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === '/_public/dashboard'
            ? [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']]
            : routeId.startsWith('/admin/')
              ? [
                  ['loader', 'component', 'pendingComponent'],
                  ['errorComponent'],
                  ['notFoundComponent'],
                ]
              : [
                  ['loader'],
                  ['component'],
                  ['pendingComponent'],
                  ['errorComponent'],
                  ['notFoundComponent'],
                ],
      },
    }),
    react(),
    linguiPlugins(),
    localizedImages(),
    mantineVariables(),
    mantineStableIds(),
    mantineLazyDefaults(),
    prerenderMarketingPages(),
    recordAdminOnlyChunks(),
    // Stops the build when build/chunks.ts names another package's files that are gone.
    checkChunkMap(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: `${BRAND} — clear aligners`,
        short_name: BRAND,
        description:
          'Track your clear-aligner treatment: tap your aligner case to open your dashboard.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b6e69',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        shortcuts: [
          {
            name: 'My dashboard',
            url: '/dashboard',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Report an issue',
            short_name: 'Report issue',
            url: REPORT_ISSUE_PATH,
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        // A tap on the aligner case reuses the open app window: it is focused and the app
        // navigates to the tapped address itself (src/client/lib/pwa/launch-queue.ts).
        launch_handler: { client_mode: ['focus-existing', 'navigate-existing', 'auto'] },
      } as Record<string, unknown>,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // Admin screens are for clinic staff: never precached on patients' phones. Chunks
        // named admin-… are skipped, and so is every chunk only admin routes load, whatever
        // its name (build/admin-only-chunks.ts).
        // The illustrations' copies in Hindi and Marathi are cached as they are seen, like
        // the site's other images: precaching every language's would triple them on a phone.
        // The server's page renderer (src/shared/page-render.ts) is not the browser's.
        globIgnores: [
          '**/admin*',
          `${PAGE_RENDERER_DIR}/**`,
          ...TRANSLATED_LANGUAGES.map((language) => `images/${language}/**`),
        ],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => !adminOnlyFiles.has(entry.url)),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
    // Last: the files every plugin before it wrote, the service worker's too.
    precompressStaticFiles(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Browsers preload modules themselves (`<link rel="modulepreload">`: Chromium 66, Firefox 115,
    // Safari 17); Vite's polyfill would ride in every page's script tag, where an older Safari
    // only loses the head start.
    modulePreload: {
      polyfill: false,
      // The page's script tag's own imports are announced in its HTML. What it loads later, the
      // site's and the app's files (their start, a page's own), is fetched as its imports reach
      // it, not announced first by one `<link rel="modulepreload">` each: appending forty links
      // in one task was one of the longest pieces of either start on a phone, and on the
      // dashboard the server drew it came after the page had painted. Their CSS stays: an import
      // alone would not load it.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // Feature modules only declare things: one a page does not use must not ride along in
      // the first load just because a route file imports a sibling from the same barrel.
      treeshake: {
        moduleSideEffects: [
          // A module that only imports CSS (components/admin/admin-styles.ts) is kept for it.
          { test: /styles\.ts$/, sideEffects: true },
          { test: /\/src\/client\/(features|components)\/.*\.tsx?$/, sideEffects: false },
          { test: /\/src\/shared\/.*\.ts$/, sideEffects: false },
        ],
      },
      // Which modules go in which file: build/chunks.ts.
      output: chunkOutput,
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
