import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { findAdminOnlyChunks } from '../../build/admin-only-chunks';

const ROOT = '/app/src/client';

function chunk(
  fileName: string,
  options: {
    entry?: boolean;
    facade?: string;
    imports?: string[];
    dynamic?: string[];
    css?: string[];
  },
) {
  return {
    type: 'chunk',
    fileName,
    isEntry: options.entry ?? false,
    facadeModuleId: options.facade ?? null,
    imports: options.imports ?? [],
    dynamicImports: options.dynamic ?? [],
    moduleIds: [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  };
}

function bundleOf(...chunks: ReturnType<typeof chunk>[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as Rolldown.OutputBundle;
}

describe('findAdminOnlyChunks', () => {
  it('keeps what public pages reach and drops what only admin routes load, whatever its name', () => {
    const bundle = bundleOf(
      chunk('main.js', {
        entry: true,
        imports: ['shared.js'],
        dynamic: ['blog.js', 'admin-page.js', 'users.js'],
      }),
      chunk('shared.js', { css: ['shared.css'] }),
      chunk('blog.js', {
        facade: `${ROOT}/routes/_public/blog.tsx?tsr-split=component`,
        imports: ['shared.js'],
      }),
      chunk('admin-page.js', {
        facade: `${ROOT}/routes/admin/dashboard.tsx?tsr-split=component`,
        imports: ['shared.js', 'datatable.js'],
        css: ['admin.css'],
      }),
      chunk('users.js', {
        facade: `${ROOT}/routes/admin/users.tsx?tsr-split=component`,
        imports: ['patients-table.js'],
      }),
      chunk('datatable.js', { css: ['datatable.css', 'shared.css'] }),
      chunk('patients-table.js', { dynamic: ['export-dialog.js'] }),
      chunk('export-dialog.js', {}),
    );
    expect([...findAdminOnlyChunks(bundle)].sort()).toEqual([
      'admin-page.js',
      'admin.css',
      'datatable.css',
      'datatable.js',
      'export-dialog.js',
      'patients-table.js',
      'users.js',
    ]);
  });

  it('keeps a chunk shared by an admin route and a public page', () => {
    const bundle = bundleOf(
      chunk('main.js', { entry: true, dynamic: ['admin-page.js', 'blog.js'] }),
      chunk('admin-page.js', {
        facade: `${ROOT}/routes/admin/blog.tsx?tsr-split=component`,
        imports: ['card.js'],
      }),
      chunk('blog.js', { imports: ['card.js'] }),
      chunk('card.js', {}),
    );
    expect([...findAdminOnlyChunks(bundle)]).toEqual(['admin-page.js']);
  });
});
