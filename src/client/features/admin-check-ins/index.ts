export { pendingCheckInsQueryOptions } from './api/check-ins';
export { CheckInsPage } from './components/check-ins-page';
export { CheckInsSearchSchema } from './lib/search';
