export { complianceQueryOptions } from './api/compliance';
export { CompliancePage } from './components/compliance-page';
export { NeedingActionCard } from './components/needing-action-card';
export { ComplianceSearchSchema } from './lib/search';
