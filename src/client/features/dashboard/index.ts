export { prefetchSavedPlan } from './api/aligner-switches';
export { timelineQueryOptions } from './api/get-timeline';
export { prefetchOwnIssues } from './api/own-issues';
export { DashboardPage, DashboardPending, DashboardLoadError } from './components/dashboard-page';
export { DashboardSearchSchema } from './lib/dashboard-search';
