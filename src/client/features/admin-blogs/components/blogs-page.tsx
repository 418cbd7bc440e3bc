import { AdminPage } from '../../../components/admin';
import { BlogsTable } from './blogs-table';
import { PostBlogModal } from './post-blog-modal';

interface BlogsPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** /admin/blog: the posts of the public blog, newest first. */
export function BlogsPage({ page, onPageChange }: BlogsPageProps) {
  return (
    <AdminPage
      title="Blog"
      description="The posts on the public Blogs & Insights page, newest first."
      actions={<PostBlogModal />}
    >
      <BlogsTable page={page} onPageChange={onPageChange} />
    </AdminPage>
  );
}
