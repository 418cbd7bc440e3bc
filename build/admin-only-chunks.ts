/**
 * Build step: finds the chunks that only the admin screens load, so the service worker never
 * precaches them (docs/design.md §4: the admin section is for staff, never on patients' phones).
 *
 * The rule follows the bundle's import graph rather than file names: starting from the entry,
 * every chunk reachable without entering an admin route's own chunk (`routes/admin/…`) is
 * public; every other chunk, and its CSS, is admin-only. It keeps holding as admin pages and
 * their features are added anywhere in the tree, as long as the pages are routes under /admin.
 */
import type { Plugin, Rolldown } from 'vite';

const ADMIN_ROUTE = /\/src\/client\/routes\/admin\//;

/** File names (relative to the build's output folder) of the admin-only chunks. */
export const adminOnlyFiles = new Set<string>();

function isAdminRouteChunk(chunk: Rolldown.OutputChunk): boolean {
  return chunk.facadeModuleId !== null && ADMIN_ROUTE.test(chunk.facadeModuleId);
}

export function findAdminOnlyChunks(bundle: Rolldown.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const publicFiles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (publicFiles.has(fileName) || chunk?.type !== 'chunk' || isAdminRouteChunk(chunk)) return;
    publicFiles.add(fileName);
    chunk.imports.forEach(visit);
    chunk.dynamicImports.forEach(visit);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));

  const cssOf = (files: Iterable<string>) =>
    new Set(
      [...files].flatMap((f) => {
        const chunk = bundle[f];
        return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
      }),
    );
  const publicCss = cssOf(publicFiles);
  const adminChunks = chunks.map((c) => c.fileName).filter((f) => !publicFiles.has(f));
  const adminCss = [...cssOf(adminChunks)].filter((f) => !publicCss.has(f));
  return new Set([...adminChunks, ...adminCss]);
}

/** Records the admin-only files of the client build in `adminOnlyFiles`. */
export function recordAdminOnlyChunks(): Plugin {
  return {
    name: 'tapalign:admin-only-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      // Only the app's build (vite-plugin-pwa builds the service worker separately).
      const isApp = Object.values(bundle).some(
        (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.includes('/src/client/routes/')),
      );
      if (!isApp) return;
      adminOnlyFiles.clear();
      findAdminOnlyChunks(bundle).forEach((file) => adminOnlyFiles.add(file));
    },
  };
}
