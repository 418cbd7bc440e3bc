export { cspReportsQueryOptions } from './api/csp-reports';
export { CspReportsPage } from './components/csp-reports-page';
