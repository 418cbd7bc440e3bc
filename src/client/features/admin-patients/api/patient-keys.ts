import { adminKeys } from '../../../lib/keys/admin-keys';
import type { PatientsSearch } from '../lib/search';

/** Every admin patient query key; invalidating `all` refreshes lists and details alike. */
export const patientKeys = {
  all: [...adminKeys.all, 'patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: ({ q, page }: PatientsSearch) => [...patientKeys.lists(), { q: q.trim(), page }] as const,
  timeline: (id: string) => [...patientKeys.all, 'timeline', id] as const,
  history: (id: string) => [...patientKeys.all, 'history', id] as const,
};
