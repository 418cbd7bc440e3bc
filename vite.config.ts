import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND } from './src/shared/constants';

export default defineConfig({
  plugins: [
    // The router plugin must come before React's.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
    }),
    react(),
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
        shortcuts: [{ name: 'My dashboard', url: '/dashboard' }],
        launch_handler: { client_mode: ['navigate-existing', 'auto'] },
      } as Record<string, unknown>,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // The admin chunk is for desktop staff: never precached on patients' phones.
        globIgnores: ['**/admin*'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
