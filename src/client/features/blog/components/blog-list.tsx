// Mantine's CSS first: the CSS modules imported after it override it.
import '../styles.css';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { BLOG_PAGE_SIZE } from '../../../../shared/constants';
import { QueryError } from '../../../components/query-error';
import { useSiteNavigate } from '../../../components/site/site-link';
import { isServerReachable } from '../../../lib/connection';
import { withQuery } from '../../../lib/url';
import { useBlogs } from '../api/get-blogs';
import type { BlogSearch } from '../lib/search';
import { blogListTitle } from '../lib/titles';
import { BlogCard } from './blog-card';
import { BlogCardSkeleton } from './blog-card-skeleton';
import { BlogPagination } from './blog-pagination';
import { BlogSortSelect } from './blog-sort-select';

const GRID_COLS = { base: 1, sm: 2, md: 3 };

/**
 * The page around the list, its skeleton or its error (the full app's route and the site
 * island both show them), with the document's title.
 */
export function BlogListPage({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  useDocumentTitle(blogListTitle(i18n));
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      {children}
    </Container>
  );
}

/** The page's title and introduction, with the sort menu once there are posts to sort. */
function BlogListFrame({ sortMenu, children }: { sortMenu?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="end" gap="md">
        <div>
          <Title order={1}>
            <Trans>Blogs &amp; Insights</Trans>
          </Title>
          <Text c="gray.7" mt={4}>
            <Trans>Tips, stories and answers from our orthodontists about clear aligners.</Trans>
          </Text>
        </div>
        {sortMenu}
      </Group>
      {children}
    </Stack>
  );
}

/** The 'Blogs & Insights' page: sort menu, 3-column grid of 6 posts, previous / next. */
export function BlogList({ search }: { search: BlogSearch }) {
  const { t } = useLingui();
  const navigate = useSiteNavigate();
  const data = useBlogs(search);
  const sortMenu = (
    <BlogSortSelect
      sort={search.sort}
      onChange={(sort) => void navigate(withQuery('/blog', { page: 1, sort }))}
    />
  );

  return (
    <BlogListFrame sortMenu={sortMenu}>
      {data.blogs.length === 0 ? (
        <Text ta="center" c="gray.7" py="xl" size="lg">
          {data.totalBlogs === 0
            ? t`Currently, No blogs & insights available.`
            : t`There are no posts on this page.`}
        </Text>
      ) : (
        <SimpleGrid cols={GRID_COLS} spacing="lg">
          {data.blogs.map((blog, index) => (
            <BlogCard key={blog._id} blog={blog} eager={index < 3} first={index === 0} />
          ))}
        </SimpleGrid>
      )}
      <BlogPagination search={search} totalPages={data.totalPages} />
    </BlogListFrame>
  );
}

/** While the first page of posts loads: the grid's skeleton cards. */
export function BlogListSkeleton() {
  const { t } = useLingui();
  return (
    <BlogListFrame>
      <SimpleGrid
        cols={GRID_COLS}
        spacing="lg"
        aria-busy="true"
        aria-label={t`Loading posts`}
        role="status"
      >
        {Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => (
          <BlogCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    </BlogListFrame>
  );
}

/**
 * The posts could not be loaded: the page's title, then the alert with its retry. Failed
 * offline, it says so calmly (nothing is wrong but the connection) and keeps saying so until
 * the retry, which works once the connection is back.
 */
export function BlogListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  const [online] = useState(() => navigator.onLine && isServerReachable());
  return (
    <BlogListFrame>
      {online ? (
        <QueryError title={t`The posts could not be loaded`} onRetry={onRetry} />
      ) : (
        <Alert color="gray" title={t`You're offline`} role="alert">
          <Group justify="space-between">
            <Text size="sm">
              <Trans>The posts need a connection. Try again once you&apos;re back online.</Trans>
            </Text>
            <Button size="xs" color="dark" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Alert>
      )}
    </BlogListFrame>
  );
}
