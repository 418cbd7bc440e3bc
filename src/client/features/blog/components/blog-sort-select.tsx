import { NativeSelect } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
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
  const options = BLOG_SORTS.map((value) => ({ value, label: i18n._(BLOG_SORT_LABELS[value]) }));
  return (
    <NativeSelect
      aria-label={t`Sort posts`}
      data={options}
      value={sort}
      onChange={(event) => onChange(event.currentTarget.value as BlogSort)}
      w={180}
    />
  );
}
