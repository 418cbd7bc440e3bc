import type { Job } from '../../../../shared/api-types';
import { AdminPage } from '../../../components/admin';
import { JobsTable } from './jobs-table';
import { PostJobModal } from './post-job-modal';

/** /admin/career-post: the openings shown on the careers page (the route reads them). */
export function JobsPage({ jobs }: { jobs: Job[] }) {
  return (
    <AdminPage
      title="Career / Jobs"
      description="The openings listed on the careers page."
      actions={<PostJobModal />}
    >
      <JobsTable jobs={jobs} />
    </AdminPage>
  );
}
