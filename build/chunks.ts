/**
 * How the client build is cut into files (docs/architecture.md, "First load"). What a page runs
 * comes in few files: React, Mantine's core, the site's start (what the site island,
 * `src/client/island-main.tsx`, imports statically: providers, the public layout), then — for the
 * full app — the router and queries and the app's start (what `src/client/main.tsx` adds), then
 * each page's own chunk. Admin screens stay in admin-… files the service worker never precaches.
 */
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Files of another package that a pattern below names: `<package>/<path>` in `node_modules`
 * (`path` ending in `/` for a folder, empty for the whole package), or a module of the bundler's
 * own (`virtual`, such as Vite's preload helper).
 */
interface ForeignPath {
  package: string;
  path: string;
  virtual?: boolean;
}

/** A pattern over other packages' files: the files it names, and what must follow them. */
export interface ForeignPattern {
  paths: readonly ForeignPath[];
  suffix?: string;
}

const whole = (...packages: string[]): ForeignPath[] =>
  packages.map((name) => ({ package: name, path: '' }));
const folders = (name: string, within: string, ...names: string[]): ForeignPath[] =>
  names.map((folder) => ({ package: name, path: `${within}${folder}/` }));

/** The libraries only admin screens use that bring CSS (tables, the blog image dropzone). */
const ADMIN_STYLED_LIBRARIES = whole('mantine-datatable', '@mantine/dropzone');

/**
 * Every pattern of this file over other packages' internal files, each the foreign part of the
 * constant or group of the same name below. If a package renames or moves them, a pattern
 * silently stops matching and its modules land in other chunks: the build then stops
 * (`checkChunkMap`) and names the entry to update here.
 */
const FOREIGN_PATTERNS = {
  ADMIN_MODULE: {
    paths: [...ADMIN_STYLED_LIBRARIES, ...whole('react-dropzone', 'file-selector', 'attr-accept')],
  },
  ADMIN_STYLES: { paths: ADMIN_STYLED_LIBRARIES, suffix: '.*\\.css$' },
  BOOT_SHARED: { paths: [{ package: 'vite', path: 'preload-helper', virtual: true }] },
  REACT: { paths: whole('react', 'react-dom', 'scheduler') },
  ROUTER: {
    paths: [
      ...['router-core', 'react-router', 'history', 'store', 'react-store'].flatMap((name) =>
        whole(`@tanstack/${name}`),
      ),
      ...whole('use-sync-external-store'),
    ],
  },
  QUERIES: { paths: whole('@tanstack') },
  MANTINE_CORE: {
    paths: [
      ...whole('@mantine/hooks'),
      { package: '@mantine/core', path: 'esm/core/' },
      ...folders(
        '@mantine/core',
        'esm/components/',
        ...['UnstyledButton', 'Button', 'Burger', 'Container', 'Group', 'Loader', 'Title'],
        ...['Text', 'Transition'],
      ),
    ],
  },
  QUERY_ERROR: { paths: folders('@mantine/core', 'esm/components/', 'Alert', 'CloseButton') },
} satisfies Record<string, ForeignPattern>;

/** The source of a regular expression matching the module ids of `pattern`'s files. */
function foreignSource({ paths, suffix = '' }: ForeignPattern): string {
  const alternatives = paths.map(({ package: name, path, virtual }) => {
    const text = `${name}/${path}`
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replaceAll('/', '[\\\\/]');
    return virtual ? text : `[\\\\/]node_modules[\\\\/]${text}`;
  });
  return `(?:${alternatives.join('|')})${suffix}`;
}

/** `FOREIGN_PATTERNS[name]` as a regular expression, after `own` (this app's files) if given. */
function foreignPattern(name: keyof typeof FOREIGN_PATTERNS, own?: RegExp): RegExp {
  const foreign = foreignSource(FOREIGN_PATTERNS[name]);
  return new RegExp(own ? `${own.source}|${foreign}` : foreign);
}

/** Admin code, and the libraries only admin screens use (tables, the blog image dropzone). */
const ADMIN_MODULE = foreignPattern(
  'ADMIN_MODULE',
  /\/src\/client\/(routes\/admin\/|features\/admin-|components\/admin\/)/,
);
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
const MARKETING_PAGES = ['home/home-page.tsx', 'about/about-page.tsx'].map((page) =>
  resolve('src/client/features/marketing', page),
);
const MARKETING_MODULE = /\/src\/client\/features\/marketing\//;
const REACT = foreignPattern('REACT');
/** The router and what only it uses; the rest of @tanstack (queries) is a file of its own. */
const ROUTER = foreignPattern('ROUTER');

/**
 * Mantine's core (provider, styles API, hooks) and the components of every public page's
 * header and footer: those whose CSS `src/client/first-load/first-paint-styles.ts` links.
 */
const MANTINE_CORE = foreignPattern('MANTINE_CORE');

/** What the page's script tag shares with the app (see the boot-shared group below). */
const BOOT_SHARED = foreignPattern(
  'BOOT_SHARED',
  /[\\/]src[\\/](shared[\\/](constants|public-pages|page-render)|client[\\/]first-load[\\/](early-input|held-presses|early-requests|next-task)|client[\\/]lib[\\/]sign-in-notice)\.ts$/,
);

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
const QUERY_ERROR = foreignPattern('QUERY_ERROR', /\/src\/client\/components\/query-error\.tsx$/);

/**
 * What the site loads on demand beyond the marketing pages, and everything of `src/client` it
 * imports: start-up code of the full app it shares stays out of the full app's start, which the
 * site must not load. `from`: the pages of its table of public pages (`src/client/island/`), or
 * only those that read (not `FORM_PAGES`), or its start's own lazy components (the signed-in
 * header's menu and its sign-out, the drawer), which only a signed-in visitor loads.
 */
const CLIENT_MODULE = /\/src\/(client|shared)\//;
/** A component loaded on demand (a style sheet's loader is not followed: its CSS stays its own). */
const LAZY_COMPONENT = /\/src\/client\/[^?]*\.tsx$/;
const PUBLIC_PAGE_MODULES = resolve('src/client/island/public-pages.ts');
/** The site's pages that send a form: their code (schemas, passkeys) stays off the others. */
const FORM_PAGES = ['login-page', 'login-mobile-page', 'contact-page'].map((page) =>
  resolve('src/client/island', `${page}.tsx`),
);
type OnDemand = 'pages' | 'reading-pages' | 'site-lazy';
function onDemandRoots(from: OnDemand, graph: ModuleGraph): readonly string[] {
  const pages = graph.getModuleInfo(PUBLIC_PAGE_MODULES)?.dynamicallyImportedIds ?? [];
  if (from === 'pages') return pages;
  if (from === 'reading-pages') return pages.filter((page) => !FORM_PAGES.includes(page));
  const siteStart = reachedFrom([ISLAND_START, ...MARKETING_PAGES], SHELL_OR_MARKETING, graph);
  return [...siteStart]
    .filter((module) => module !== PUBLIC_PAGE_MODULES)
    .flatMap((module) => graph.getModuleInfo(module)?.dynamicallyImportedIds ?? []);
}
const lazyComponents = (from: OnDemand, graph: ModuleGraph) => [
  ...new Set(
    onDemandRoots(from, graph).filter(
      (module) => LAZY_COMPONENT.test(module) && !MARKETING_MODULE.test(module),
    ),
  ),
];
// A feature's barrel leads to all of it; what needs the router is never the island's.
const needsRouter = (id: string, graph: ModuleGraph) =>
  graph.getModuleInfo(id)?.importedIds.some((dep) => ROUTER.test(dep));
function isUsedOnDemand(id: string, graph: ModuleGraph, from: OnDemand): boolean {
  return (
    !needsRouter(id, graph) &&
    reachedFrom(lazyComponents(from, graph), CLIENT_MODULE, graph).has(id)
  );
}
/**
 * Whether `id` is used by only one of the site's pages, and not by the full app's start: the
 * bundler then keeps it with that page (or the parts of it loaded later), off the others.
 */
function isOnePagesOwn(id: string, graph: ModuleGraph): boolean {
  if (reachedFrom([APP_START], SHELL_MODULE, graph).has(id)) return false;
  const pages = lazyComponents('pages', graph).filter((page) =>
    reachedFrom([page], CLIENT_MODULE, graph).has(id),
  );
  return pages.length === 1;
}

const QUERIES = foreignPattern('QUERIES');
/**
 * This app's code that `id` imports, but no feature's barrel (`features/<name>/index.ts`): the
 * bundler takes each name a barrel re-exports from its own module, so importing one of them does
 * not bring the rest.
 */
const CLIENT_MODULE_NOT_BARREL = /\/src\/(?!client\/features\/[^/]+\/index\.ts$)(client|shared)\//;
/** Whether `id`, or code of this app it imports, imports TanStack Query. */
const needsQueries = (id: string, graph: ModuleGraph) =>
  [...reachedFrom([id], CLIENT_MODULE_NOT_BARREL, graph)].some((module) =>
    graph.getModuleInfo(module)?.importedIds.some((dep) => QUERIES.test(dep)),
  );

/** A group of the site's code without components (schemas, the API client): what `belongs` picks. */
const siteCodeGroup = (
  name: string,
  priority: number,
  belongs: (id: string, graph: ModuleGraph) => boolean | undefined,
) => ({
  name: (id: string, graph: ModuleGraph) => (belongs(id, graph) ? name : null),
  test: /\/src\/(client|shared)\/[^?]*\.ts$/,
  debugName: name,
  priority,
});

/** The site's start-up chunk: it holds the table of public pages, which loads each page. */
const SITE_CHUNK = 'site';
/** The site's start (`src/client/island-main.tsx`), which the page's script tag imports. */
const ISLAND_START_CHUNK = 'island-main';
/** Whether `file` (`assets/<name>-<hash>.js`, as the bundle names files) is the chunk `name`. */
const isChunk = (name: string, file: string) =>
  new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`).test(file);

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
        test: foreignPattern('ADMIN_STYLES'),
        priority: 30,
      },
      {
        // The public site's own styles (layout and marketing CSS modules) in one file: one
        // render-blocking request for a prerendered page instead of one per section.
        name: 'site-styles',
        test: /[\\/]src[\\/]client[\\/](features[\\/]marketing|components[\\/]layout)[\\/].*\.module\.css/,
        priority: 30,
      },
      // What the page's script tag shares with the app (constants, the public pages' paths, the
      // sign-in notice, the hand-over of early input and held presses,
      // the answers it asked for early, Vite's preload helper):
      // without this group it would join the app's chunk, which the script tag would then
      // import (and wait for) statically.
      { name: 'boot-shared', test: BOOT_SHARED, priority: 40 },
      // React first, on its own: the first of the two steps in which the app loads (boot.ts).
      { name: 'react', test: REACT, priority: 20 },
      // What every page runs, in few files rather than dozens of small shared ones: the
      // router and the queries (the app's alone), and Mantine's core (provider, styles API,
      // hooks).
      { name: 'router', test: ROUTER, priority: 10 },
      { name: 'queries', test: QUERIES, priority: 9 },
      { name: 'mantine-core', test: MANTINE_CORE, priority: 10 },
      // The site's start-up code in one file, which the full app's start imports in turn.
      {
        name: (id, ctx) =>
          id !== ISLAND_START && isStartOf([ISLAND_START, ...MARKETING_PAGES], id, ctx)
            ? SITE_CHUNK
            : null,
        test: SHELL_MODULE,
        debugName: SITE_CHUNK,
        priority: 6,
      },
      // What the island's pages share with the full app's start (schemas, the API client; no
      // components), kept out of that start, which the island must not load: what the pages
      // that read (the blog, careers, 404) use, then what only the form pages add (sign-in,
      // passkeys, the contact form), which the reading pages never load. What leads to TanStack
      // Query (the query client; a feature's queries reached through its barrel) is the app's
      // alone: the site reads through `lib/page-data.ts` and sends through `useRequest`.
      siteCodeGroup(
        'island-shared',
        5.6,
        (id, ctx) =>
          isUsedOnDemand(id, ctx, 'reading-pages') &&
          !needsQueries(id, ctx) &&
          !isOnePagesOwn(id, ctx),
      ),
      siteCodeGroup(
        'island-forms',
        5.58,
        (id, ctx) =>
          isUsedOnDemand(id, ctx, 'pages') &&
          !isUsedOnDemand(id, ctx, 'reading-pages') &&
          !needsQueries(id, ctx),
      ),
      // What the signed-in header's lazy parts (its menu's sign-out) share with the full app's
      // start, in a file of its own: only a signed-in visitor's site loads it.
      siteCodeGroup('site-signed-in', 5.4, (id, ctx) => isUsedOnDemand(id, ctx, 'site-lazy')),
      // The alert of data that failed to load, which the full app's start (its error page) and
      // the island's pages show.
      { name: 'query-error', test: QUERY_ERROR, priority: 5.5 },
      // The 404 page, which the full app's root route and the island's server-rendered 404
      // both show: kept out of the full app's start, which the island must not load.
      {
        name: 'not-found',
        test: /\/src\/client\/components\/not-found\/not-found-page\.tsx$/,
        priority: 5.5,
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

/** What an entry of FOREIGN_PATTERNS names, for the check's message. */
function describe({ package: name, path, virtual }: ForeignPath, suffix?: string): string {
  const files = path ? `'${name}/${path}'` : `the package '${name}'`;
  const where = virtual ? ' (a module of the bundler)' : '';
  return suffix ? `${files}${where}, files ending /${suffix}/` : `${files}${where}`;
}

/**
 * One message for each file `patterns` name that none of `moduleIds` matches (the patterns
 * of this file by default): empty when every one still matches a module of the build.
 */
export function checkForeignPaths(
  moduleIds: Iterable<string>,
  patterns: Record<string, ForeignPattern> = FOREIGN_PATTERNS,
): string[] {
  const ids = [...moduleIds];
  return Object.entries(patterns).flatMap(([name, pattern]) =>
    pattern.paths.flatMap((path) => {
      const test = new RegExp(foreignSource({ ...pattern, paths: [path] }));
      if (ids.some((id) => test.test(id))) return [];
      return [
        `build/chunks.ts: the chunk pattern ${name} names ${describe(path, pattern.suffix)}, ` +
          `which no module of this build matches: '${path.package}' has renamed or moved its ` +
          `files, or is no longer used. Update build/chunks.ts (FOREIGN_PATTERNS.${name}).`,
      ];
    }),
  );
}

/**
 * Stops the app's build when a pattern of the chunk map no longer matches what it names
 * (`checkForeignPaths`), rather than letting those modules land silently in other chunks and
 * the home page's bytes budget break for no clear reason; and when the site's start-up chunk is
 * no longer found by its name.
 */
export function checkChunkMap(): Plugin {
  let appBuild = false;
  return {
    name: 'tapalign:check-chunk-map',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      // Only the app's build (vite-plugin-pwa builds the service worker separately).
      appBuild = ids.includes(APP_START);
      if (!appBuild) return;
      const problems = checkForeignPaths(ids);
      if (problems.length) this.error(problems.join('\n'));
    },
    generateBundle(_options, bundle) {
      // Which imports skip their preloads is decided by this name (vite.config.ts).
      if (!appBuild) return;
      for (const name of [SITE_CHUNK, ISLAND_START_CHUNK])
        if (!Object.keys(bundle).some((file) => isChunk(name, file)))
          this.error(`No file is named like the site's chunk ${name}-<hash>.js`);
    },
  };
}
