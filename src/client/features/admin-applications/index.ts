export { applicationsQueryOptions } from './api/get-applications';
export { ApplicationsPage } from './components/applications-page';
