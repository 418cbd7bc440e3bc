import { describe, expect, it } from 'vitest';
import { checkForeignPaths, type ForeignPattern } from '../../build/chunks';

const NODE_MODULES = '/app/node_modules';

/** A module of every file build/chunks.ts names in other packages, as a build lists them. */
const BUILD_MODULES = [
  '/app/src/client/main.tsx',
  '\0vite/preload-helper.js',
  `${NODE_MODULES}/react/cjs/react.production.js`,
  `${NODE_MODULES}/react-dom/cjs/react-dom-client.production.js`,
  `${NODE_MODULES}/scheduler/cjs/scheduler.production.js`,
  ...['router-core', 'react-router', 'history', 'store', 'react-store'].map(
    (name) => `${NODE_MODULES}/@tanstack/${name}/dist/esm/index.js`,
  ),
  `${NODE_MODULES}/@tanstack/query-core/build/modern/index.js`,
  `${NODE_MODULES}/use-sync-external-store/shim/index.js`,
  `${NODE_MODULES}/@mantine/hooks/esm/index.mjs`,
  `${NODE_MODULES}/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs`,
  ...[
    'UnstyledButton',
    'Button',
    'Burger',
    'Container',
    'Group',
    'Loader',
    'Title',
    'Text',
    'Transition',
    'Alert',
    'CloseButton',
  ].map((name) => `${NODE_MODULES}/@mantine/core/esm/components/${name}/${name}.mjs`),
  `${NODE_MODULES}/mantine-datatable/dist/index.mjs`,
  `${NODE_MODULES}/mantine-datatable/styles.css`,
  `${NODE_MODULES}/@mantine/dropzone/esm/Dropzone.mjs`,
  `${NODE_MODULES}/@mantine/dropzone/styles.css`,
  `${NODE_MODULES}/react-dropzone/dist/es/index.js`,
  `${NODE_MODULES}/file-selector/dist/es2015/index.js`,
  `${NODE_MODULES}/attr-accept/dist/es/index.js`,
];

describe("the check of build/chunks.ts's patterns over other packages", () => {
  it('passes when every file the chunk map names is in the build', () => {
    expect(checkForeignPaths(BUILD_MODULES)).toEqual([]);
  });

  it('names the pattern, the package and the file when a package renamed a folder', () => {
    const renamed = BUILD_MODULES.map((id) =>
      id.replace('/components/Burger/Burger.mjs', '/components/MenuToggle/MenuToggle.mjs'),
    );
    const problems = checkForeignPaths(renamed);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('MANTINE_CORE');
    expect(problems[0]).toContain("'@mantine/core/esm/components/Burger/'");
    expect(problems[0]).toContain('Update build/chunks.ts');
  });

  it('reports a package the build no longer has, and files that lost their suffix', () => {
    const problems = checkForeignPaths(
      BUILD_MODULES.filter((id) => !id.includes('/attr-accept/') && !id.endsWith('.css')),
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/ADMIN_MODULE names the package 'attr-accept'/);
    expect(problems.slice(1).join('\n')).toMatch(/ADMIN_STYLES .*'mantine-datatable'/);
    expect(problems.slice(1).join('\n')).toMatch(/ADMIN_STYLES .*'@mantine\/dropzone'/);
  });

  it('checks any list of patterns, each file on its own', () => {
    const patterns: Record<string, ForeignPattern> = {
      WIDGETS: {
        paths: [
          { package: 'widgets', path: 'esm/Dial/' },
          { package: 'widgets', path: 'esm/Knob/' },
        ],
      },
    };
    const ids = [
      '/x/node_modules/widgets/esm/Dial/Dial.mjs',
      '/x/node_modules/widgets/esm/Knob.mjs',
    ];
    expect(checkForeignPaths(ids, patterns)).toEqual([
      expect.stringContaining("'widgets/esm/Knob/'"),
    ]);
    expect(
      checkForeignPaths([...ids, '/x/node_modules/widgets/esm/Knob/Knob.mjs'], patterns),
    ).toEqual([]);
  });
});
