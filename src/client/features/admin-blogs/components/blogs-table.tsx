import { Button, Group, Image } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { Blog } from '../../../../shared/api-types';
import { formatDateIN } from '../../../../shared/calendar-date';
import { ADMIN_CUT } from '../../../../shared/constants';
import { ButtonLink } from '../../../components/button-link';
import {
  adminSuccess,
  AdminTable,
  confirmDeletion,
  truncate,
  wideOnly,
} from '../../../components/admin';
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

  const deleteBlog = (blog: Blog) => {
    if (!confirmDeletion(`Delete the blog "${blog.title}"?`)) return;
    remove.mutate(blog._id, { onSuccess: ({ message }) => adminSuccess(message) });
  };

  const columns: DataTableColumn<Blog>[] = [
    {
      accessor: 'image',
      title: 'Image',
      width: 96,
      render: (blog) =>
        blog.image ? <Image src={blog.image} alt="" w={72} h={44} radius="sm" fit="cover" /> : null,
    },
    { accessor: 'title', title: 'Title' },
    { accessor: 'category', title: 'Category', visibleMediaQuery: wideOnly },
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
      title: 'Actions',
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
  ];

  return (
    <AdminTable<Blog>
      what="blogs"
      columns={columns}
      records={blogs.data?.blogs}
      isError={blogs.isError}
      onRetry={() => void blogs.refetch()}
      fetching={blogs.isPlaceholderData}
      noRecordsText="No blogs posted yet."
      paging={{
        page,
        onPageChange,
        pageSize: ADMIN_BLOGS_PAGE_SIZE,
        totalPages: blogs.data?.totalPages ?? 1,
        totalRecords: blogs.data?.totalBlogs ?? 0,
      }}
    />
  );
}
