/**
 * Build step: prerenders the public pages marked `prerendered` in PUBLIC_PAGES into static HTML,
 * so their content, and the home page's hero image, are in the first response; the site then
 * hydrates that markup. The server-rendered pages get their template, the page shells
 * (PAGE_SHELLS) the layout around their loading view, which the app draws over. The plain SPA
 * shell is kept as `shell.html` for every other path.
 *
 * It runs in `writeBundle`, after Vite wrote the client and before vite-plugin-pwa builds the
 * service worker's precache list in `closeBundle`, so the prerendered files are precached.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { build, createServer, type Plugin, type Rolldown } from 'vite';
import type * as RenderModule from './render';
import { PRERENDERED_PATHS } from '../../src/shared/public-pages';
import { PAGE_SHELLS, type PageShellPath } from '../../src/shared/page-shells';
import { fileInLanguage, LANGUAGES } from '../../src/shared/languages';
import {
  PAGE_RENDERER_DIR,
  PAGE_RENDERER_FILE,
  DASHBOARD_PAGE,
  pageTemplateFile,
  TEMPLATE_SLOTS,
} from '../../src/shared/page-render';
import { FIRST_SCREEN_COMPONENTS } from '../../src/client/first-load/first-screen-styles';
import { linguiPlugins } from '../lingui';
import { injectPage, withLanguage, type PageAssets } from './inject';

const SHELL_FILE = 'shell.html';
/** What the server draws of the dashboard: the patient's own, today's first screen first. */
const FIRST_SCREEN_MODULE = '/src/client/routes/_public/-own-dashboard.tsx';

/** `/_public/` → `_public/index.tsx`, `/_public/about` → `_public/about.tsx`. */
function routeFileOf(routeId: string): string {
  return routeId.endsWith('/') ? `${routeId.slice(1)}index.tsx` : `${routeId.slice(1)}.tsx`;
}

/** The CSS of a page shell's route chunks (the app's page it stands for) and what they import. */
function stylesFor(routeIds: string[], bundle: Rolldown.OutputBundle): PageAssets {
  return stylesOfModules(
    routeIds.map((routeId) => `/src/client/routes/${routeFileOf(routeId)}`),
    bundle,
  );
}

const chunksOf = (bundle: Rolldown.OutputBundle) =>
  Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');

/**
 * Adds `fileName` and every chunk it imports to `seen`, and to `needed` each after the chunks it
 * imports: a page's CSS in that order follows theirs and wins a tie, as a module's own CSS
 * overrides that of the components it imports.
 */
function walkImports(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  seen: Set<string>,
  needed: string[] = [],
) {
  if (seen.has(fileName)) return;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') chunk.imports.forEach((f) => walkImports(bundle, f, seen, needed));
  needed.push(fileName);
}

/**
 * The CSS the markup of `files` (paths from the project's root) needs beyond what the entry
 * links: that of the chunks holding them and what they import, and — one level down — that of
 * a page module's own lazy imports, which the prerender rendered in full (the home page's
 * below-the-fold sections).
 */
function stylesOfModules(
  files: string[],
  bundle: Rolldown.OutputBundle,
  { lazySections = true } = {},
): PageAssets {
  const chunks = chunksOf(bundle);
  const walk = (fileName: string, seen: Set<string>, needed: string[] = []) =>
    walkImports(bundle, fileName, seen, needed);
  const entry = chunks.find((c) => c.isEntry);
  const loadedWithEntry = new Set<string>();
  if (entry) walk(entry.fileName, loadedWithEntry);

  const seen = new Set<string>();
  const needed: string[] = [];
  for (const file of files) {
    for (const chunk of chunks) {
      if (!chunk.moduleIds.some((id) => id.endsWith(file) || id.includes(`${file}?`))) continue;
      walk(chunk.fileName, seen, needed);
      // The page component's own lazy sections (not the layout's menus and dialogs).
      const facade = chunk.facadeModuleId ?? '';
      const isPage = facade.endsWith(file) || facade.includes(`${file}?tsr-split=component`);
      if (isPage && lazySections) chunk.dynamicImports.forEach((f) => walk(f, seen, needed));
    }
  }
  const styles = needed
    .filter((f) => !loadedWithEntry.has(f))
    .flatMap((f) => {
      const chunk = bundle[f];
      return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
    });
  return { styles: [...new Set(styles)] };
}

/**
 * Mantine's component CSS beyond the first paint's (what `loadAppStyles` fetches before such a
 * screen renders): a page shell draws one of those screens. A public page links only its own.
 */
function appStylesOf(bundle: Rolldown.OutputBundle): string[] {
  const file = '/src/client/first-load/app-styles.ts';
  const chunk = Object.values(bundle).find(
    (c): c is Rolldown.OutputChunk =>
      c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(file)),
  );
  const styles = [...(chunk?.viteMetadata?.importedCss ?? [])];
  if (styles.length === 0) throw new Error(`prerender: no CSS found for ${file}`);
  return styles;
}

/**
 * The CSS of Mantine's components that today's first screen draws beyond the first paint's, as
 * Mantine ships it: written into the page, where it costs no request.
 */
function firstScreenStyles(): string {
  const styles = createRequire(import.meta.url);
  return FIRST_SCREEN_COMPONENTS.map((name) =>
    readFileSync(styles.resolve(`@mantine/core/styles/${name}.css`), 'utf8').trim(),
  ).join('\n');
}

/** A page shell's CSS: Mantine's the app draws with, and its routes'. */
const pageShellStyles = (routeIds: string[], bundle: Rolldown.OutputBundle) => [
  ...new Set([...appStylesOf(bundle), ...stylesFor(routeIds, bundle).styles]),
];

/**
 * The JS files of the app's start and of the routes `routeIds` (their chunks and what they
 * import) beyond the entry's: a page shell lists them, and its script tag announces them as it
 * starts the app, so they come at once (from the worker, offline) rather than as each import
 * reaches them (vite.config.ts, `modulePreload`).
 */
function appScriptsFor(routeIds: string[], bundle: Rolldown.OutputBundle): string[] {
  const chunks = chunksOf(bundle);
  const files = routeIds.map((routeId) => `/src/client/routes/${routeFileOf(routeId)}`);
  const start = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/client/main.tsx')));
  if (!start) throw new Error('prerender: no chunk of the app start');
  const routes = chunks.filter((c) =>
    c.moduleIds.some((id) => files.some((file) => id.includes(`${file}?tsr-split=component`))),
  );
  // What the entry loads counts as seen: only the app's own files are needed.
  const entry = chunks.find((c) => c.isEntry);
  const seen = new Set<string>();
  if (entry) walkImports(bundle, entry.fileName, seen);
  const needed: string[] = [];
  for (const root of [start, ...routes]) walkImports(bundle, root.fileName, seen, needed);
  return needed;
}

/**
 * The router's module that tells server from browser, in the build that leaves it to each
 * router: the page renderer's says it renders as in the browser (src/client/router.tsx).
 */
const ROUTER_DECIDES_SERVER = resolve(
  'node_modules/@tanstack/router-core/dist/esm/isServer/development.js',
);

/**
 * Compiles the page renderer for Node into the build's PAGE_RENDERER_DIR, which the server
 * loads: ES modules (`.mjs`, whatever package.json is near) with their packages bundled, so a
 * build anywhere runs without the project's node_modules. Like the prerender, it needs only
 * the catalogs' plugin, and its CSS modules get the client build's class names.
 */
async function buildPageRenderer(outDir: string) {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [linguiPlugins()],
    ssr: { noExternal: true, target: 'node' },
    // The router renders as in the browser (its stores, its Suspense boundaries), so the app
    // hydrates the dashboard the server draws with it as it stands.
    resolve: { alias: { '@tanstack/router-core/isServer': ROUTER_DECIDES_SERVER } },
    build: {
      ssr: resolve('src/client/page-renderer.tsx'),
      outDir: join(outDir, PAGE_RENDERER_DIR),
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: {
        output: { entryFileNames: PAGE_RENDERER_FILE, chunkFileNames: 'chunks/[name]-[hash].mjs' },
        // Bundled for the server, "use client" says nothing: no warning per module.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
}

/**
 * A server-rendered page's template: the shell with its CSS and the slots the server fills; a
 * page shell's (`placeholder`) is drawn over by the app rather than hydrated.
 */
function pageTemplate(
  shell: string,
  assets: PageAssets,
  page: string,
  language: string,
  placeholder = false,
): string {
  const html = injectPage(shell, {
    path: TEMPLATE_SLOTS.path,
    html: TEMPLATE_SLOTS.html,
    assets,
    language,
    page,
    placeholder,
  });
  if (!html.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  return html.replace('</head>', `${TEMPLATE_SLOTS.queries}\n  </head>`);
}

export function prerenderMarketingPages(): Plugin {
  return {
    name: 'tapalign:prerender',
    apply: 'build',
    async writeBundle(output, bundle) {
      const outDir = output.dir;
      if (!outDir || !bundle['index.html']) return;
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');

      // A throwaway Vite server compiles the app for Node (TSX, CSS modules with the same
      // class names as the client build) without the client build's plugins.
      const server = await createServer({
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, ws: false, hmr: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        plugins: [linguiPlugins()],
      });
      try {
        const render = (await server.ssrLoadModule(
          new URL('./render.tsx', import.meta.url).pathname,
        )) as typeof RenderModule;
        for (const language of LANGUAGES) {
          await render.renderIn(language);
          const write = (file: string, html: string) => {
            const target = join(outDir, fileInLanguage(file, language));
            mkdirSync(dirname(target), { recursive: true });
            writeFileSync(target, html);
          };
          write(SHELL_FILE, withLanguage(shell, language));
          for (const path of PRERENDERED_PATHS) {
            const meta = render.metaOf(path);
            const html = await render.renderPage(path);
            const { module } = render.PUBLIC_PAGE_MODULES[path];
            const assets = stylesOfModules([`/${module}`], bundle);
            const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
            write(file, injectPage(shell, { path, meta, html, assets, language }));
          }
          for (const [page, { module }] of Object.entries(render.SERVER_RENDERED_PAGES)) {
            const template = pageTemplate(
              shell,
              stylesOfModules([`/${module}`], bundle),
              page,
              language,
            );
            write(pageTemplateFile(page), template);
          }
          for (const [path, fileName] of Object.entries(PAGE_SHELLS)) {
            const { Pending, routeIds } = render.PAGE_SHELL_VIEWS[path as PageShellPath];
            const html = await render.renderPageShell(path, Pending);
            const assets = {
              styles: pageShellStyles(routeIds, bundle),
              appFiles: appScriptsFor(routeIds, bundle),
            };
            const page = { path, html, assets, placeholder: true, language };
            write(fileName, injectPage(shell, page));
          }
          // The dashboard the server draws for a patient: its shell, today's first screen in it.
          // Its first paint waits for the CSS of today's first screen alone: Mantine's for the
          // rest of the app comes after it, and the routes' (their dialogs, the 404 page's)
          // with the app, which loads them before it draws anything they style.
          const dashboardAssets = {
            inline: firstScreenStyles(),
            deferred: appStylesOf(bundle),
            styles: stylesOfModules([FIRST_SCREEN_MODULE], bundle, { lazySections: false }).styles,
          };
          write(
            pageTemplateFile(DASHBOARD_PAGE),
            pageTemplate(shell, dashboardAssets, DASHBOARD_PAGE, language, true),
          );
        }
      } finally {
        await server.close();
      }
      await buildPageRenderer(outDir);
    },
  };
}
