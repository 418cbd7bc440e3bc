import { ADMIN_QUERY_ROOT } from '../../components/admin/admin-query-root';

/**
 * A patient's confirmed aligner switches as the admin reads them: one cache for the patient
 * view and the compliance drawer, so a refresh of one is a refresh of both. Under the admin
 * root, so any admin write that invalidates it reloads them too.
 */
export const alignerSwitchKeys = {
  all: [...ADMIN_QUERY_ROOT, 'aligner-switches'] as const,
  patient: (patientId: string) => [...alignerSwitchKeys.all, patientId] as const,
};
