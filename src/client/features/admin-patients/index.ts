export { patientsQueryOptions } from './api/get-patients';
export { PatientsPage } from './components/patients-page';
export { PatientsSearchSchema } from './lib/search';
export { AddPatientForm } from './components/add-patient-form';
