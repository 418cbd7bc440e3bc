import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AdminModal, adminSuccess } from '../../../components/admin';
import { useCreateBlog } from '../api/blog-mutations';
import { BlogForm } from './blog-form';

/** The 'Post a Blog' button and its modal (spec §2 "Blog"). */
export function PostBlogModal() {
  const [opened, { open, close }] = useDisclosure(false);
  const create = useCreateBlog();
  return (
    <>
      <Button onClick={open}>Post a Blog</Button>
      <AdminModal opened={opened} onClose={close} title="Post a Blog" size="lg">
        <BlogForm
          submitLabel="Post blog"
          pending={create.isPending}
          onSubmit={async (input) => {
            const { message } = await create.mutateAsync(input);
            adminSuccess(message);
            close();
          }}
        />
      </AdminModal>
    </>
  );
}
