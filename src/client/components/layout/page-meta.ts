/**
 * The title and description a prerendered public page puts in the document head, in the page's
 * language: its entry's in the site's table of pages (`island/public-pages.ts`).
 */
import type { I18n } from '@lingui/core';
import type { PublicPath } from '../../../shared/public-pages';
import { PUBLIC_PAGE_MODULES } from '../../island/public-pages';

export interface PageMeta {
  title: string;
  description: string;
}

/** A prerendered page's title and description in `i18n`'s active language. */
export function pageMeta(i18n: I18n, path: PublicPath): PageMeta {
  const { meta } = PUBLIC_PAGE_MODULES[path];
  if (!meta) throw new Error(`No page meta for ${path}`);
  return { title: i18n._(meta.title), description: i18n._(meta.description) };
}
