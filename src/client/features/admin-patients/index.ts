export { patientsQueryOptions } from './api/get-patients';
export { PatientsPage } from './components/patients-page';
export { PatientsSearchSchema, type PatientsSearch } from './lib/search';
