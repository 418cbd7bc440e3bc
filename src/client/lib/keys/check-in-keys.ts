/**
 * Check-ins and their photos. The patient's list and the clinic's lists are separate caches
 * (one is the patient's own, the others are under the admin root so admin writes reload them).
 * A photo's bytes never change: its cache is keyed by the file id alone.
 */
import { ADMIN_QUERY_ROOT } from '../../components/admin/admin-query-root';

export const checkInKeys = {
  own: ['check-ins', 'own'] as const,
  admin: [...ADMIN_QUERY_ROOT, 'check-ins'] as const,
  pending: () => [...checkInKeys.admin, 'pending'] as const,
  patient: (patientId: string) => [...checkInKeys.admin, 'patient', patientId] as const,
  photo: (fileId: string) => ['check-in-photo', fileId] as const,
};
