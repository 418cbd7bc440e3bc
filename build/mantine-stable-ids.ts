/**
 * Mantine's `useId` (@mantine/hooks) starts from React's id and then swaps in a random one from a
 * layout effect: every Switch, input and popover re-renders synchronously as the app hydrates the
 * page, and React then runs the whole page's effects in that same task (docs/benchmarks.md,
 * "Lighthouse"). React's id is already the same in the server's render and the browser's, and
 * unique within the one root that holds the page: the browser's build keeps it
 * (`src/client/lib/mantine-use-id.ts`). The server renders no effect, so its ids are the same.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const STABLE_USE_ID = resolve('src/client/lib/mantine-use-id.ts');

export function mantineStableIds(): Plugin {
  return {
    name: 'tapalign:mantine-stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/@mantine/hooks/') && source.endsWith('/use-id/use-id.mjs'))
        return STABLE_USE_ID;
      return undefined;
    },
  };
}
