import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useLingui } from '@lingui/react';
import { publicPageOf } from '../../shared/public-pages';
import { PUBLIC_PAGE_MODULES } from '../island/public-pages';
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
      <PageHead path={path} />
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

/**
 * A prerendered page's title and description, set again in the language the visitor changes to
 * (the build wrote them into the head in the page's own).
 */
function PageHead({ path }: { path: string }) {
  const { i18n } = useLingui();
  const page = publicPageOf(path);
  const meta = page && PUBLIC_PAGE_MODULES[page].meta;
  const title = meta && i18n._(meta.title);
  const description = meta && i18n._(meta.description);
  useEffect(() => {
    if (!title || !description) return;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
