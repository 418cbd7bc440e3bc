import type { Blog } from '../../../../shared/api-types';
import { EditRecordPage } from '../../../components/admin';
import { useUpdateBlog } from '../api/blog-mutations';
import { BlogForm } from './blog-form';

/**
 * /admin/edit-blog/$blogId (docs/product-spec.md §2 "Edit blog"): Save and Cancel; a new image is
 * optional.
 */
export function EditBlogPage({ blog }: { blog: Blog }) {
  const update = useUpdateBlog();
  return (
    <EditRecordPage title="Edit blog" name={blog.title} backTo="/admin/blog">
      {(saved, cancel) => (
        <BlogForm
          key={blog._id}
          blog={blog}
          submitLabel="Save"
          pending={update.isPending}
          onSubmit={async (input) => {
            const { message } = await update.mutateAsync({ id: blog._id, ...input });
            await saved(message);
          }}
        >
          {cancel}
        </BlogForm>
      )}
    </EditRecordPage>
  );
}
