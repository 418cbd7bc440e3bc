import { Button, Group, Image, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import type { Blog } from '../../../../shared/api-types';
import { ADMIN_CUT, TOAST_ADMIN_MS } from '../../../../shared/constants';
import { formatDateIN } from '../../../../shared/calendar-date';
import { ButtonLink } from '../../../components/button-link';
import { showSuccess } from '../../../lib/toast';
import { confirmDeletion, ListError, truncate } from '../../admin-common';
import { ADMIN_BLOGS_PAGE_SIZE, useAdminBlogs } from '../api/get-admin-blogs';
import { useDeleteBlog } from '../api/blog-mutations';

interface BlogsTableProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** The blog table (spec §2 "Blog"): description cut to 10 characters, edit and delete. */
export function BlogsTable({ page, onPageChange }: BlogsTableProps) {
  const blogs = useAdminBlogs(page);
  const remove = useDeleteBlog();

  if (blogs.isError) {
    return <ListError title="The blogs could not be loaded" onRetry={() => void blogs.refetch()} />;
  }

  const deleteBlog = (blog: Blog) => {
    if (!confirmDeletion(`Delete the blog "${blog.title}"?`)) return;
    remove.mutate(blog._id, {
      onSuccess: ({ message }) => showSuccess(message, undefined, TOAST_ADMIN_MS),
    });
  };
  const records = blogs.data?.blogs ?? [];

  return (
    <DataTable<Blog>
      aria-label="Blogs"
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={records.length ? undefined : 180}
      fetching={blogs.isPending || blogs.isPlaceholderData}
      records={records}
      totalRecords={blogs.data?.totalBlogs ?? 0}
      recordsPerPage={ADMIN_BLOGS_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
      noRecordsText="No blogs posted yet."
      idAccessor="_id"
      columns={[
        {
          accessor: 'image',
          title: 'Image',
          width: 96,
          render: (blog) =>
            blog.image ? (
              <Image src={blog.image} alt="" w={72} h={44} radius="sm" fit="cover" />
            ) : null,
        },
        { accessor: 'title', title: 'Title' },
        { accessor: 'category', title: 'Category' },
        {
          accessor: 'description',
          title: 'Description',
          render: (blog) => truncate(blog.description, ADMIN_CUT.blogDescription),
        },
        {
          accessor: 'createdAt',
          title: 'Date',
          noWrap: true,
          render: (blog) => formatDateIN(blog.createdAt),
        },
        {
          accessor: 'actions',
          title: (
            <Text component="span" fw={700}>
              Actions
            </Text>
          ),
          textAlign: 'right',
          render: (blog) => (
            <Group gap={6} justify="flex-end" wrap="nowrap">
              <ButtonLink
                size="xs"
                variant="light"
                to="/admin/edit-blog/$blogId"
                params={{ blogId: blog._id }}
                aria-label={`Edit ${blog.title}`}
              >
                Edit
              </ButtonLink>
              <Button
                size="xs"
                color="red.9"
                variant="outline"
                loading={remove.isPending && remove.variables === blog._id}
                onClick={() => deleteBlog(blog)}
                aria-label={`Delete ${blog.title}`}
              >
                Delete
              </Button>
            </Group>
          ),
        },
      ]}
    />
  );
}
