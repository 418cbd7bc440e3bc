import type { UseQueryResult } from '@tanstack/react-query';
import type { Job } from '../../../../shared/api-types';
import { AdminPage } from '../../../components/admin';
import { JobsTable } from './jobs-table';
import { PostJobModal } from './post-job-modal';

/** /admin/career-post: the openings shown on the careers page (the route reads them: the careers page's own list). */
export function JobsPage({ jobs }: { jobs: UseQueryResult<Job[]> }) {
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
