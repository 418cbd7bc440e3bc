export { patientsQueryOptions } from './api/get-patients';
export { PatientsPage } from './components/patients-page';
export { PatientsSearchSchema, type PatientsSearch } from './lib/search';
export { AddPatientForm } from './components/add-patient-form';
