import { Suspense, useMemo, type ComponentType } from 'react';
import { AppFrame } from './app-frame';
import { PublicShell } from './layout/public-shell';
import { plainNavigationFor, SiteNavigationProvider } from './site/site-link';
import { SiteSession } from './site/site-session';

/**
 * The site (docs/architecture.md, "First load"): a public page inside the public layout, with
 * plain links and no router, for every visitor. The build prerenders this very tree, and the
 * server renders it, signed out; the header greets a signed-in visitor once hydrated.
 */
export function IslandRoot({ path, Page }: { path: string; Page: ComponentType }) {
  const navigation = useMemo(() => plainNavigationFor(path), [path]);
  return (
    <AppFrame>
      <SiteNavigationProvider value={navigation}>
        <SiteSession>
          <Suspense fallback={null}>
            <PublicShell>
              <Page />
            </PublicShell>
          </Suspense>
        </SiteSession>
      </SiteNavigationProvider>
    </AppFrame>
  );
}
