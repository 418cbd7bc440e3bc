export { pendingCheckInsQueryOptions } from './api/check-ins';
export { CheckInsPage } from './components/check-ins-page';
export { CheckInsSearchSchema, type CheckInsSearch } from './lib/search';
