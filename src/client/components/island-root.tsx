import { Suspense, useMemo, type ComponentType } from 'react';
import { AppFrame } from './app-frame';
import { PublicHeader } from './layout/public-header';
import { PublicShell } from './layout/public-shell';
import { plainNavigationFor, SiteNavigationProvider } from './site/site-link';
import { SiteSession } from './site/site-session';

/**
 * The session is the header's alone: a change of it (the visitor found signed in) then reaches
 * no section of the page. Reaching one not hydrated yet (a lazy section waiting to come near
 * the viewport), React would hold the change back until that section hydrated: never, for one
 * the visitor does not scroll to.
 */
const SITE_HEADER = (
  <SiteSession>
    <PublicHeader />
  </SiteSession>
);

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
        <Suspense fallback={null}>
          <PublicShell header={SITE_HEADER}>
            <Page />
          </PublicShell>
        </Suspense>
      </SiteNavigationProvider>
    </AppFrame>
  );
}
