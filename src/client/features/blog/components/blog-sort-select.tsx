import { NativeSelect } from '@mantine/core';
import { BLOG_SORT_LABELS, BLOG_SORTS, type BlogSort } from '../lib/search';

interface BlogSortSelectProps {
  sort: BlogSort;
  onChange: (sort: BlogSort) => void;
}

const OPTIONS = BLOG_SORTS.map((value) => ({ value, label: BLOG_SORT_LABELS[value] }));

/**
 * 'Newest First' / 'Oldest First' (spec §2 "Blog list"): the browser's own select, which needs
 * no dropdown or positioning code of its own.
 */
export function BlogSortSelect({ sort, onChange }: BlogSortSelectProps) {
  return (
    <NativeSelect
      aria-label="Sort posts"
      data={OPTIONS}
      value={sort}
      onChange={(event) => onChange(event.currentTarget.value as BlogSort)}
      w={180}
    />
  );
}
