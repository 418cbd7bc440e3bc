import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { adminBlogsQueryOptions, BlogsPage } from '../../features/admin-blogs';

const SearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});

export const Route = createFileRoute('/admin/blog')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(adminBlogsQueryOptions(deps.page));
  },
  component: AdminBlog,
});

function AdminBlog() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BlogsPage page={page} onPageChange={(next) => void navigate({ search: { page: next } })} />
  );
}
