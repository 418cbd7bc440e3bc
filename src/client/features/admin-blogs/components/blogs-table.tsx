import { Image } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { Blog } from '../../../../shared/api-types';
import { formatDateIN } from '../../../../shared/calendar-date';
import { ADMIN_CUT } from '../../../../shared/constants';
import { AdminTable, editDeleteColumn, truncate, wideOnly } from '../../../components/admin';
import { ADMIN_BLOGS_PAGE_SIZE, useAdminBlogs } from '../api/get-admin-blogs';
import { useDeleteBlog } from '../api/blog-mutations';

interface BlogsTableProps {
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * The blog table (docs/product-spec.md §2 "Blog"): description cut to 10 characters, edit and
 * delete.
 */
export function BlogsTable({ page, onPageChange }: BlogsTableProps) {
  const blogs = useAdminBlogs(page);
  const remove = useDeleteBlog();

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
    editDeleteColumn<Blog>({
      name: (blog) => blog.title,
      noun: 'blog',
      edit: (blog) => ({ to: '/admin/edit-blog/$blogId', params: { blogId: blog._id } }),
      remove,
    }),
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
