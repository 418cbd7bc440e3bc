import type { SlidesPerPage } from '../constants';

/**
 * CSS giving `[data-strip=name]` its `--per-page` at each breakpoint. Slide widths then come
 * from CSS alone: right in the prerendered HTML, no measuring, no layout shift.
 */
export function perPageCss(name: string, perPage: SlidesPerPage): string {
  const selector = `[data-strip="${name}"]`;
  const rules = [`${selector}{--per-page:${perPage.base}}`];
  for (const { maxWidthPx, perPage: n } of perPage.below) {
    rules.push(`@media (max-width:${maxWidthPx}px){${selector}{--per-page:${n}}}`);
  }
  return rules.join('');
}
