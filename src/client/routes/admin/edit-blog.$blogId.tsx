import { createFileRoute } from '@tanstack/react-router';
import {
  EditBlogPage,
  editableBlogQueryOptions,
  useEditableBlog,
} from '../../features/admin-blogs';
import { AdminNotFound, AdminPageError, AdminPageLoader } from '../../components/admin';
import { loadById } from '../../lib/load-by-id';

export const Route = createFileRoute('/admin/edit-blog/$blogId')({
  loader: ({ context: { queryClient }, params: { blogId } }) =>
    loadById(blogId, (id) => queryClient.ensureQueryData(editableBlogQueryOptions(id))),
  pendingComponent: AdminPageLoader,
  notFoundComponent: () => (
    <AdminNotFound title="Blog not found" back={{ to: '/admin/blog', label: 'Back to blogs' }} />
  ),
  errorComponent: AdminPageError,
  component: EditBlog,
});

function EditBlog() {
  const { blogId } = Route.useParams();
  const { data: blog } = useEditableBlog(blogId);
  return <EditBlogPage blog={blog} />;
}
