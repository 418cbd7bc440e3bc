import { useDocumentTitle } from '@mantine/hooks';
import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { BlogList, BlogSearchSchema, blogsQueryOptions } from '../../features/blog';
import { BRAND } from '../../../shared/constants';

export const Route = createFileRoute('/_public/blog')({
  validateSearch: BlogSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page, sort: search.sort }),
  // Starts the fetch (or a hover preload) without holding the page: the grid shows skeletons.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(blogsQueryOptions(deps));
  },
  component: BlogPage,
});

function BlogPage() {
  useDocumentTitle(`Blogs & Insights · ${BRAND}`);
  const search = Route.useSearch();
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <BlogList search={search} />
    </Container>
  );
}
