import type { ReactNode } from 'react';
import { useDocumentTitle } from '@mantine/hooks';
import { Container } from '@mantine/core';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import {
  BlogList,
  BlogListError,
  BlogListSkeleton,
  BlogSearchSchema,
  blogsQueryOptions,
} from '../../features/blog';
import { RouteQueryError } from '../../components/query-error';
import { BRAND } from '../../../shared/constants';

export const Route = createFileRoute('/_public/blog')({
  validateSearch: BlogSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page, sort: search.sort }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(blogsQueryOptions(deps)),
  // Another page of posts keeps the current one on screen for a moment, then the skeleton.
  pendingMs: 150,
  pendingComponent: () => (
    <Page>
      <BlogListSkeleton />
    </Page>
  ),
  errorComponent: BlogErrorPage,
  component: BlogPage,
});

function Page({ children }: { children: ReactNode }) {
  useDocumentTitle(`Blogs & Insights · ${BRAND}`);
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      {children}
    </Container>
  );
}

function BlogPage() {
  const search = Route.useSearch();
  return (
    <Page>
      <BlogList search={search} />
    </Page>
  );
}

function BlogErrorPage({ reset }: ErrorComponentProps) {
  return (
    <Page>
      <BlogListError
        error={<RouteQueryError title="The posts could not be loaded" reset={reset} />}
      />
    </Page>
  );
}
