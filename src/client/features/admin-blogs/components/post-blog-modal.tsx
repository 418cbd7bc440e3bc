import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TOAST_ADMIN_MS } from '../../../../shared/constants';
import { AdminModal } from '../../admin-common';
import { showSuccess } from '../../../lib/toast';
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
            showSuccess(message, undefined, TOAST_ADMIN_MS);
            close();
          }}
        />
      </AdminModal>
    </>
  );
}
