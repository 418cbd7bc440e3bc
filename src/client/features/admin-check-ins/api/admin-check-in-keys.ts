import { adminKeys } from '../../../lib/keys/admin-keys';

/** The clinic's check-in lists: under the admin root, so admin writes reload them. */
export const adminCheckInKeys = {
  all: [...adminKeys.all, 'check-ins'] as const,
  pending: () => [...adminCheckInKeys.all, 'pending'] as const,
  patient: (patientId: string) => [...adminCheckInKeys.all, 'patient', patientId] as const,
};
