import { AdminPage } from '../../../components/admin';
import { JobsTable } from './jobs-table';
import { PostJobModal } from './post-job-modal';

/** /admin/career-post: the openings shown on the careers page. */
export function JobsPage() {
  return (
    <AdminPage
      title="Career / Jobs"
      description="The openings listed on the careers page."
      actions={<PostJobModal />}
    >
      <JobsTable />
    </AdminPage>
  );
}
