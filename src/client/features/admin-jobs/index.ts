export { jobQueryOptions } from './api/get-job';
export { EditJobPage } from './components/edit-job-page';
export { JobsPage } from './components/jobs-page';
