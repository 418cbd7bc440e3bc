/**
 * Mantine's ids in the browser's build (build/mantine-stable-ids.ts): React's id, kept, in place of
 * @mantine/hooks' own `useId`, which swaps it for a random one after mounting (a synchronous
 * re-render of each Switch, input and popover); the same markup as Mantine's on the server.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { useId as mantineUseId } from '@mantine/hooks';
import { describe, expect, it } from 'vitest';
import { mantineStableIds } from '../../build/mantine-stable-ids';
import { useId } from '../../src/client/lib/mantine-use-id';

const HOOKS = '/app/node_modules/@mantine/hooks/esm/index.mjs';

function resolveId(source: string, importer: string): unknown {
  const hook = mantineStableIds().resolveId as (source: string, importer: string) => unknown;
  return hook.call({}, source, importer);
}

/** The markup of an element whose ids come from `hook`: one of its own, one given. */
const drawnWith = (hook: (staticId?: string) => string) =>
  renderToString(
    createElement(function Probe() {
      return createElement('input', { id: hook(), 'aria-describedby': hook('given-id') });
    }),
  );

describe("Mantine's ids", () => {
  it("stand in for @mantine/hooks' use-id module, and nothing else", () => {
    expect(resolveId('./use-id/use-id.mjs', HOOKS)).toMatch(
      /src\/client\/lib\/mantine-use-id\.ts$/,
    );
    expect(resolveId('./use-idle/use-idle.mjs', HOOKS)).toBeUndefined();
    expect(resolveId('./use-id/use-id.mjs', '/app/src/client/main.tsx')).toBeUndefined();
  });

  it("are drawn as Mantine draws them, from React's id, so the page hydrates", () => {
    const drawn = drawnWith(useId);
    expect(drawn).toBe(drawnWith(mantineUseId));
    expect(drawn).toContain('id="mantine-');
    expect(drawn).toContain('aria-describedby="given-id"');
  });
});
