export { dashboardKeys, timelineQueryOptions } from './api/get-timeline';
export { DashboardPage } from './components/dashboard-page';
export { DashboardSearchSchema } from './lib/dashboard-search';
