import { useRef } from 'react';
import { NativeSelect } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useHeldChoice } from '../../../first-load/use-held-submit';
import { BLOG_SORT_LABELS, BLOG_SORTS, type BlogSort } from '../lib/search';

interface BlogSortSelectProps {
  sort: BlogSort;
  onChange: (sort: BlogSort) => void;
}

/**
 * 'Newest First' / 'Oldest First' (docs/product-spec.md §2 "Blog list"): the browser's own select,
 * which needs no dropdown or positioning code of its own.
 */
export function BlogSortSelect({ sort, onChange }: BlogSortSelectProps) {
  const { i18n, t } = useLingui();
  const select = useRef<HTMLSelectElement>(null);
  useHeldChoice(select, (value) => onChange(value as BlogSort));
  const options = BLOG_SORTS.map((value) => ({ value, label: i18n._(BLOG_SORT_LABELS[value]) }));
  return (
    <NativeSelect
      aria-label={t`Sort posts`}
      data={options}
      // Uncontrolled, and drawn anew for each sort: a choice made before the page is hydrated
      // stays on screen, and is made again once it is (`useHeldChoice`).
      ref={select}
      key={sort}
      defaultValue={sort}
      // Back to a page reloaded shows its own sort, not the choice that left it: a select the
      // browser restored would look chosen before the app ran (first-load/held-presses.ts).
      autoComplete="off"
      onChange={(event) => onChange(event.currentTarget.value as BlogSort)}
      w={180}
    />
  );
}
