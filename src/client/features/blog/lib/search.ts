/** The blog list's address: `?page=2&sort=oldest`. Bad values fall back to the defaults. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';

export const BLOG_SORTS = ['newest', 'oldest'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export const BLOG_SORT_LABELS: Record<BlogSort, MessageDescriptor> = {
  newest: msg`Newest First`,
  oldest: msg`Oldest First`,
};

export const BlogSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  sort: v.fallback(v.optional(v.picklist(BLOG_SORTS), 'newest'), 'newest'),
});

export type BlogSearch = v.InferOutput<typeof BlogSearchSchema>;
