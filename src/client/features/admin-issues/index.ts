export { issuesQueryOptions } from './api/issues';
export { IssuesPage } from './components/issues-page';
