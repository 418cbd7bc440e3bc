import { AdminPage } from '../../../components/admin';
import { ApplicationsTable } from './applications-table';

/** /admin/job-application: who applied for which job, with their resumes. */
export function ApplicationsPage() {
  return (
    <AdminPage
      title="Job Applications"
      description="Applications sent from the careers page, newest first."
    >
      <ApplicationsTable />
    </AdminPage>
  );
}
