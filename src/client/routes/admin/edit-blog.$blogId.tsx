import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { IdSchema } from '../../../shared/schemas/common';
import { EditBlogPage } from '../../features/admin-blogs';
import { AdminNotFound, AdminPageError, AdminPageLoader } from '../../components/admin';
import { blogQueryOptions, useBlog } from '../../features/blog';
import { ApiError } from '../../lib/api-client';

export const Route = createFileRoute('/admin/edit-blog/$blogId')({
  loader: async ({ context: { queryClient }, params: { blogId } }) => {
    if (!v.is(IdSchema, blogId)) throw notFound();
    try {
      await queryClient.ensureQueryData(blogQueryOptions(blogId, queryClient));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: AdminPageLoader,
  notFoundComponent: () => (
    <AdminNotFound title="Blog not found" back={{ to: '/admin/blog', label: 'Back to blogs' }} />
  ),
  errorComponent: AdminPageError,
  component: EditBlog,
});

function EditBlog() {
  const { blogId } = Route.useParams();
  const { data: blog } = useBlog(blogId);
  return <EditBlogPage blog={blog} />;
}
