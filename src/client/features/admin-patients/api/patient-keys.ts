import { ADMIN_QUERY_ROOT } from '../../../components/admin';
import type { PatientsSearch } from '../lib/search';

/** Every admin patient query key; invalidating `all` refreshes lists and details alike. */
export const patientKeys = {
  all: [...ADMIN_QUERY_ROOT, 'patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: ({ q, page }: PatientsSearch) => [...patientKeys.lists(), { q: q.trim(), page }] as const,
  timeline: (id: string) => [...patientKeys.all, 'timeline', id] as const,
  history: (id: string) => [...patientKeys.all, 'history', id] as const,
};
