import { Suspense, useMemo, type ComponentType } from 'react';
import { AppFrame } from './app-frame';
import { PublicShell } from './layout/public-shell';
import { plainLinksFor, SiteLinkProvider } from './site/site-link';

/**
 * The marketing island (README, "First load"): a prerendered page inside the public layout,
 * with plain links and no router or query client. The build-time prerender renders this very
 * tree, and checks that the full app's renders the same markup (build/prerender/render.tsx).
 */
export function MarketingRoot({ path, Page }: { path: string; Page: ComponentType }) {
  const links = useMemo(() => plainLinksFor(path), [path]);
  return (
    <AppFrame>
      <SiteLinkProvider value={links}>
        {/* Where the router has its boundary around the matched routes. */}
        <Suspense fallback={null}>
          <PublicShell>
            <Page />
          </PublicShell>
        </Suspense>
      </SiteLinkProvider>
    </AppFrame>
  );
}
