import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { BLOG_PAGE_SIZE } from '../../../../shared/constants';
import { useBlogs } from '../api/get-blogs';
import type { BlogSearch } from '../lib/search';
import { BlogCard } from './blog-card';
import { BlogCardSkeleton } from './blog-card-skeleton';
import { BlogPagination } from './blog-pagination';
import { BlogSortMenu } from './blog-sort-menu';

const EMPTY_TEXT = 'Currently, No blogs & insights available.';
const GRID_COLS = { base: 1, sm: 2, md: 3 };

/** The 'Blogs & Insights' page: sort menu, 3-column grid of 6 posts, previous / next. */
export function BlogList({ search }: { search: BlogSearch }) {
  const navigate = useNavigate({ from: '/blog' });
  const { data, isPending, isError, refetch, isPlaceholderData } = useBlogs(search);

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="end" gap="md">
        <div>
          <Title order={1}>Blogs &amp; Insights</Title>
          <Text c="gray.7" mt={4}>
            Tips, stories and answers from our orthodontists about clear aligners.
          </Text>
        </div>
        <BlogSortMenu
          sort={search.sort}
          onChange={(sort) => void navigate({ search: { page: 1, sort } })}
        />
      </Group>

      {isPending ? (
        <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy="true" aria-label="Loading posts">
          {Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : isError ? (
        <Alert color="red" title="The posts could not be loaded">
          <Group justify="space-between">
            <Text size="sm">Please check your connection and try again.</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : data.blogs.length === 0 ? (
        <Text ta="center" c="gray.7" py="xl" size="lg">
          {data.totalBlogs === 0 ? EMPTY_TEXT : 'There are no posts on this page.'}
        </Text>
      ) : (
        <SimpleGrid
          cols={GRID_COLS}
          spacing="lg"
          style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={isPlaceholderData}
        >
          {data.blogs.map((blog, index) => (
            <BlogCard key={blog._id} blog={blog} eager={index < 3} />
          ))}
        </SimpleGrid>
      )}

      {data && data.totalPages > 1 && (
        <BlogPagination search={search} totalPages={data.totalPages} />
      )}
    </Stack>
  );
}
