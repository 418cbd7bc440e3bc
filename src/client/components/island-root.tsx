import { Suspense, useMemo, type ComponentType } from 'react';
import { AppFrame } from './app-frame';
import { PublicShell } from './layout/public-shell';
import { plainNavigationFor, SiteNavigationProvider } from './site/site-link';

/**
 * The site island (docs/architecture.md, "First load"): a public page inside the public layout,
 * with plain links and no router. The build-time prerender renders this very tree for the marketing
 * pages, and checks that the full app's renders the same markup (build/prerender/render.tsx).
 */
export function IslandRoot({ path, Page }: { path: string; Page: ComponentType }) {
  const navigation = useMemo(() => plainNavigationFor(path), [path]);
  return (
    <AppFrame>
      <SiteNavigationProvider value={navigation}>
        {/* Where the router has its boundary around the matched routes. */}
        <Suspense fallback={null}>
          <PublicShell>
            <Page />
          </PublicShell>
        </Suspense>
      </SiteNavigationProvider>
    </AppFrame>
  );
}
