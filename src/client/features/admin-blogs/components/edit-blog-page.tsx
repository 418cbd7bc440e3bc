import { Button, Paper } from '@mantine/core';
import { AdminPage, adminSuccess } from '../../../components/admin';
import { useNavigate } from '@tanstack/react-router';
import type { Blog } from '../../../../shared/api-types';
import { useUpdateBlog } from '../api/blog-mutations';
import { BlogForm } from './blog-form';

/** /admin/edit-blog/$blogId (spec §2 "Edit blog"): Save and Cancel; a new image is optional. */
export function EditBlogPage({ blog }: { blog: Blog }) {
  const update = useUpdateBlog();
  const navigate = useNavigate();
  const backToBlogs = () => navigate({ to: '/admin/blog' });

  return (
    <AdminPage title="Edit blog" description={blog.title}>
      <Paper maw={860} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <BlogForm
          key={blog._id}
          blog={blog}
          submitLabel="Save"
          pending={update.isPending}
          onSubmit={async (input) => {
            const { message } = await update.mutateAsync({ id: blog._id, ...input });
            adminSuccess(message);
            await backToBlogs();
          }}
        >
          <Button variant="default" onClick={() => void backToBlogs()}>
            Cancel
          </Button>
        </BlogForm>
      </Paper>
    </AdminPage>
  );
}
