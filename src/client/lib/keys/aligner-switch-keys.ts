import { adminKeys } from './admin-keys';

/**
 * A patient's confirmed aligner switches as the admin reads them: one cache for the patient
 * view and the compliance drawer, so a refresh of one is a refresh of both. Under the admin
 * root, so any admin write that invalidates it reloads them too.
 */
export const alignerSwitchKeys = {
  all: [...adminKeys.all, 'aligner-switches'] as const,
  patient: (patientId: string) => [...alignerSwitchKeys.all, patientId] as const,
};
