import type { RenderedPage, SitePageKind } from '../../shared/page-render';
import { notFoundTitle } from '../components/not-found/not-found-page';
import { i18n } from '../lib/i18n';

/** A rendered page's kind, status and head: everything but its markup and queries. */
export type PageContent = Omit<RenderedPage, 'html' | 'queries' | 'page'> & { page: SitePageKind };

/** The 404 page's, in the active language. */
export const notFound = (): PageContent => ({
  page: 'not-found',
  status: 404,
  title: notFoundTitle(i18n),
});
