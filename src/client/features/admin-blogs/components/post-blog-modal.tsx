import { adminSuccess, PostModal } from '../../../components/admin';
import { useCreateBlog } from '../api/blog-mutations';
import { BlogForm } from './blog-form';

/** The 'Post a Blog' button and its modal (docs/product-spec.md §2 "Blog"). */
export function PostBlogModal() {
  const create = useCreateBlog();
  return (
    <PostModal label="Post a Blog">
      {(close) => (
        <BlogForm
          submitLabel="Post blog"
          pending={create.isPending}
          onSubmit={async (input) => {
            const { message } = await create.mutateAsync(input);
            adminSuccess(message);
            close();
          }}
        />
      )}
    </PostModal>
  );
}
