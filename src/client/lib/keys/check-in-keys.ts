/**
 * The patient's own check-ins, and check-in photos (the patient's and the clinic's screens
 * alike): a photo's bytes never change, so its cache is keyed by the file id alone. The
 * clinic's lists have keys of their own under the admin root (features/admin-check-ins), kept
 * out of this file so the dashboard's code never pulls in an admin-only chunk.
 */
export const checkInKeys = {
  own: ['check-ins', 'own'] as const,
  /** Where the outbox's list (the check-ins not sent yet) lives in the query cache. */
  waiting: () => [...checkInKeys.own, 'waiting'] as const,
  photo: (fileId: string) => ['check-in-photo', fileId] as const,
};
