/**
 * Posting, editing and deleting blogs (docs/design.md §2): multipart `data` (JSON) and `image`, the
 * image optional on update. Each invalidates every blog key, so the public list shows the change.
 * Failures get the query client's red toast with the server's message (3 s on the admin screens).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Blog } from '../../../../shared/api-types';
import type { BlogData } from '../../../../shared/schemas/content';
import { apiRequest } from '../../../lib/api-client';
import { blogKeys } from '../../../lib/keys/blog-keys';

export interface BlogInput {
  data: BlogData;
  image: File | null;
}

interface BlogAnswer {
  message: string;
  blog?: Blog;
}

function toFormData({ data, image }: BlogInput): FormData {
  const formData = new FormData();
  formData.set('data', JSON.stringify(data));
  if (image) formData.set('image', image, image.name);
  return formData;
}

function useBlogMutation<TVariables>(send: (variables: TVariables) => Promise<BlogAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.all }),
  });
}

export const useCreateBlog = () =>
  useBlogMutation((input: BlogInput) =>
    apiRequest<BlogAnswer>('/blogs', { method: 'POST', formData: toFormData(input) }),
  );

export const useUpdateBlog = () =>
  useBlogMutation(({ id, ...input }: BlogInput & { id: string }) =>
    apiRequest<BlogAnswer>(`/blogs/${encodeURIComponent(id)}`, {
      method: 'PUT',
      formData: toFormData(input),
    }),
  );

export const useDeleteBlog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<BlogAnswer>(`/blogs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: blogKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
};
