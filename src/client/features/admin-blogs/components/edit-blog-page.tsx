import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { TOAST_ADMIN_MS } from '../../../../shared/constants';
import { showSuccess } from '../../../lib/toast';
import { useBlog } from '../../blog';
import { useUpdateBlog } from '../api/blog-mutations';
import { BlogForm } from './blog-form';

/** /admin/edit-blog/$blogId (spec §2 "Edit blog"): Save and Cancel; a new image is optional. */
export function EditBlogPage({ blogId }: { blogId: string }) {
  const { data: blog } = useBlog(blogId);
  const update = useUpdateBlog();
  const navigate = useNavigate();
  const backToBlogs = () => navigate({ to: '/admin/blog' });

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Edit blog
        </Title>
        <Text c="gray.7">{blog.title}</Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <BlogForm
          key={blog._id}
          blog={blog}
          submitLabel="Save"
          pending={update.isPending}
          onSubmit={async (input) => {
            const { message } = await update.mutateAsync({ id: blog._id, ...input });
            showSuccess(message, undefined, TOAST_ADMIN_MS);
            await backToBlogs();
          }}
        >
          <Button variant="default" onClick={() => void backToBlogs()}>
            Cancel
          </Button>
        </BlogForm>
      </Paper>
    </Stack>
  );
}
