/**
 * How the client build is cut into files (docs/architecture.md, "First load"). What a page runs
 * comes in few files: React, Mantine's core, the site's start (what the site island,
 * `src/client/island-main.tsx`, imports statically: providers, the public layout), then — for the
 * full app — the router and queries and the app's start (what `src/client/main.tsx` adds), then
 * each page's own chunk. Admin screens stay in admin-… files the service worker never precaches.
 */
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

/** Admin code, and the libraries only admin screens use (tables, the blog image dropzone). */
const ADMIN_MODULE =
  /\/src\/client\/(routes\/admin\/|features\/admin-|components\/admin\/)|\/node_modules\/(mantine-datatable|@mantine\/dropzone|react-dropzone|file-selector|attr-accept)\//;
/** Shared schemas and rules have no UI: one that rides with admin modules is used only there. */
const SHARED_MODULE = /\/src\/shared\//;

const isAdminChunk = (ids: readonly string[]) =>
  ids.some((id) => ADMIN_MODULE.test(id)) &&
  ids.every(
    (id) =>
      ADMIN_MODULE.test(id) ||
      SHARED_MODULE.test(id) ||
      id.includes('/node_modules/') ||
      id.startsWith('\0'),
  );

const APP_START = resolve('src/client/main.tsx');
const ISLAND_START = resolve('src/client/island-main.tsx');
/** The marketing pages: what they import of the site's start-up code comes with the island. */
const MARKETING_PAGES = resolve('src/client/features/marketing/index.ts');
const MARKETING_MODULE = /\/src\/client\/features\/marketing\//;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** The router and what only it uses; the rest of @tanstack (queries) is a file of its own. */
const ROUTER =
  /[\\/]node_modules[\\/](@tanstack[\\/](router-core|react-router|history|store|react-store)|use-sync-external-store)[\\/]/;

/**
 * Mantine's core (provider, styles API, hooks) and the components of every public page's
 * header and footer: those whose CSS `src/client/first-load/first-paint-styles.ts` links.
 */
const MANTINE_CORE =
  /[\\/]node_modules[\\/]@mantine[\\/](hooks[\\/]|core[\\/]esm[\\/](core[\\/]|components[\\/](UnstyledButton|Button|Burger|Container|Group|Loader|Title|Text|Transition)[\\/]))/;

const BOOT_SHARED =
  /[\\/]src[\\/](shared[\\/]constants|client[\\/]first-load[\\/]hold-early-submits)\.ts$|vite[\\/]preload-helper/;

type ModuleGraph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

/**
 * Start-up code: the modules of `src/client` outside `features/` and `routes/` that the roots
 * import statically, directly or not (the providers, the public layout, `lib/`). Features and
 * routes are not followed (their barrels would drag in every page), but for the marketing
 * pages, whose static imports the island loads with them.
 */
const SHELL_MODULE = /\/src\/client\/(?!features\/|routes\/)[^?]*\.tsx?$/;
const reached = new WeakMap<ModuleGraph, Map<string, Set<string>>>();

/** The modules that `roots` import statically, directly or not, through modules `follow` passes. */
function reachedFrom(roots: string[], follow: RegExp, graph: ModuleGraph): Set<string> {
  const byRoots = reached.get(graph) ?? new Map<string, Set<string>>();
  reached.set(graph, byRoots);
  const key = `${follow.source}:${roots.join()}`;
  if (!byRoots.has(key)) {
    const seen = new Set<string>();
    const visit = (moduleId: string) => {
      if (seen.has(moduleId) || !follow.test(moduleId)) return;
      seen.add(moduleId);
      graph.getModuleInfo(moduleId)?.importedIds.forEach(visit);
    };
    roots.forEach(visit);
    byRoots.set(key, seen);
  }
  return byRoots.get(key)!;
}

const SHELL_OR_MARKETING = new RegExp(`${SHELL_MODULE.source}|${MARKETING_MODULE.source}`);
const isStartOf = (roots: string[], id: string, graph: ModuleGraph) =>
  SHELL_MODULE.test(id) && reachedFrom(roots, SHELL_OR_MARKETING, graph).has(id);

/** The alert of data that failed to load, and the Mantine components it is made of. */
const QUERY_ERROR =
  /\/src\/client\/components\/query-error\.tsx$|[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|CloseButton)[\\/]/;

/**
 * The pages the site island renders (`src/client/island/`, loaded by its page loaders) and
 * everything of `src/client` they import: start-up code of the full app they share stays out
 * of the full app's start, which they must not load.
 */
const ISLAND_PAGE_LOADERS = resolve('src/client/island/page-loaders.ts');
const CLIENT_MODULE = /\/src\/(client|shared)\//;
function isUsedByIslandPages(id: string, graph: ModuleGraph): boolean {
  const pages = graph.getModuleInfo(ISLAND_PAGE_LOADERS)?.dynamicallyImportedIds ?? [];
  // A feature's barrel leads to all of it; what needs the router is never the island's.
  const needsRouter = graph.getModuleInfo(id)?.importedIds.some((dep) => ROUTER.test(dep));
  return !needsRouter && reachedFrom([...pages], CLIENT_MODULE, graph).has(id);
}

export const chunkOutput: Rolldown.OutputOptions = {
  // The admin layout's styles (the data tables') likewise: admin-…, never precached.
  assetFileNames: (asset) =>
    asset.originalFileNames.some((file) => ADMIN_MODULE.test(`/${file}`))
      ? 'assets/admin-[name]-[hash][extname]'
      : 'assets/[name]-[hash][extname]',
  // A chunk of admin screens (admin code plus libraries only) is named admin-…, which the
  // service worker never precaches (globIgnores): patients' phones never download it.
  chunkFileNames: (chunk) =>
    isAdminChunk(chunk.moduleIds) ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js',
  codeSplitting: {
    groups: [
      {
        // The CSS of the libraries only admin screens use, in an admin-… file that the
        // service worker never precaches (CSS has no imports, so nothing else rides along).
        name: 'admin-styles',
        test: /[\\/]node_modules[\\/](mantine-datatable|@mantine[\\/]dropzone)[\\/].*\.css$/,
        priority: 30,
      },
      {
        // The public site's own styles (layout and marketing CSS modules) in one file: one
        // render-blocking request for a prerendered page instead of one per section.
        name: 'site-styles',
        test: /[\\/]src[\\/]client[\\/](features[\\/]marketing|components[\\/]layout)[\\/].*\.module\.css/,
        priority: 30,
      },
      // What the page's script tag shares with the app (constants, the held-submit hand-over,
      // Vite's preload helper):
      // without this group it would join the app's chunk, which the script tag would then
      // import (and wait for) statically.
      { name: 'boot-shared', test: BOOT_SHARED, priority: 40 },
      // React first, on its own: the first of the two steps in which the app loads (boot.ts).
      { name: 'react', test: REACT, priority: 20 },
      // What every page runs, in two files rather than dozens of small shared ones: the
      // router, the queries (which the island's pages load too), and Mantine's core (provider,
      // styles API, hooks).
      { name: 'router', test: ROUTER, priority: 10 },
      { name: 'queries', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 9 },
      { name: 'mantine-core', test: MANTINE_CORE, priority: 10 },
      // The site's start-up code in one file, which the full app's start imports in turn.
      {
        name: (id, ctx) =>
          id !== ISLAND_START && isStartOf([ISLAND_START, MARKETING_PAGES], id, ctx)
            ? 'site'
            : null,
        test: SHELL_MODULE,
        debugName: 'site',
        priority: 6,
      },
      // What the island's pages share with the full app's start (schemas, the query client;
      // no components), kept out of that start, which the island must not load.
      {
        name: (id, ctx) => (isUsedByIslandPages(id, ctx) ? 'island-shared' : null),
        test: /\/src\/(client|shared)\/[^?]*\.ts$/,
        debugName: 'island-shared',
        priority: 5.5,
      },
      // The alert of data that failed to load, which the full app's start (its error page) and
      // the island's pages show.
      { name: 'query-error', test: QUERY_ERROR, priority: 5.5 },
      // The full app's own start-up code in one file.
      {
        name: (id, ctx) => (isStartOf([APP_START], id, ctx) ? 'main' : null),
        test: SHELL_MODULE,
        debugName: 'main',
        priority: 5,
      },
    ],
  },
};
