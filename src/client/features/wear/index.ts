export { WearCard } from './components/wear-card';
export { wearSummaryQueryOptions } from './api/wear';
