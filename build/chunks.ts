/**
 * How the client build is cut into files (README, "First load"). What a page runs comes in few
 * files: React, Mantine's core, the site's start (what the marketing island,
 * `src/client/marketing-main.tsx`, imports statically: providers, the public layout), then —
 * for the full app — the router and queries and the app's start (what `src/client/main.tsx`
 * adds), then each page's own chunk. Admin screens stay in admin-… files the service worker
 * never precaches.
 */
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

/** Admin code, and the libraries only admin screens use (tables, the blog image dropzone). */
export const ADMIN_MODULE =
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
const ISLAND_START = resolve('src/client/marketing-main.tsx');
/** The marketing pages: what they import of the site's start-up code comes with the island. */
const MARKETING_PAGES = resolve('src/client/features/marketing/index.ts');
const MARKETING_MODULE = /\/src\/client\/features\/marketing\//;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

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
const starts = new WeakMap<ModuleGraph, Map<string, Set<string>>>();
function isStartOf(roots: string[], id: string, graph: ModuleGraph): boolean {
  const byEntry = starts.get(graph) ?? new Map<string, Set<string>>();
  starts.set(graph, byEntry);
  const key = roots.join();
  if (!byEntry.has(key)) {
    const seen = new Set<string>();
    const visit = (moduleId: string) => {
      if (seen.has(moduleId)) return;
      if (!SHELL_MODULE.test(moduleId) && !MARKETING_MODULE.test(moduleId)) return;
      seen.add(moduleId);
      graph.getModuleInfo(moduleId)?.importedIds.forEach(visit);
    };
    roots.forEach(visit);
    byEntry.set(key, new Set([...seen].filter((moduleId) => SHELL_MODULE.test(moduleId))));
  }
  return byEntry.get(key)!.has(id);
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
      // router and queries, and Mantine's core (provider, styles API, hooks).
      { name: 'tanstack', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 10 },
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
