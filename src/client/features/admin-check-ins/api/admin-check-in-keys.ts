import { ADMIN_QUERY_ROOT } from '../../../components/admin/admin-query-root';

/** The clinic's check-in lists: under the admin root, so admin writes reload them. */
export const adminCheckInKeys = {
  all: [...ADMIN_QUERY_ROOT, 'check-ins'] as const,
  pending: () => [...adminCheckInKeys.all, 'pending'] as const,
  patient: (patientId: string) => [...adminCheckInKeys.all, 'patient', patientId] as const,
};
