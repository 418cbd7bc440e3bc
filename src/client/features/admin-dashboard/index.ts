export { adminStatsQueryOptions } from './api/get-stats';
export { AdminDashboardPage } from './components/admin-dashboard-page';
export { AdminShell } from './components/admin-shell';
