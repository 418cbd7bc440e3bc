import { adminKeys } from '../../../lib/keys/admin-keys';

/** The compliance board and a patient's wear in its drawer, under the admin root. */
export const complianceKeys = {
  all: [...adminKeys.all, 'compliance'] as const,
  board: () => [...complianceKeys.all, 'board'] as const,
  wear: (patientId: string) => [...complianceKeys.all, 'wear', patientId] as const,
};
