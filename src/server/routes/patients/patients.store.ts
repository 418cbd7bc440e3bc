/**
 * Patient records in the database, one module a job: the admin's list, the writes (with
 * duplicate detection and the audit trail) and the export's batches.
 */
export { listPatients } from './patients.list';
export { deletePatient, insertPatient, updatePatient } from './patients.writes';
export { EXPORT_BATCH_SIZE, patientBatches } from './patients.export';
