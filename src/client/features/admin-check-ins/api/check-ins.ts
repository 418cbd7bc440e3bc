/**
 * The clinic's side of the check-ins: the queue waiting for a review (every patient's, oldest
 * first), one patient's check-ins, and sending a review.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckIn, CheckInReviewInput } from '../../../../shared/schemas/check-in';
import { apiRequest } from '../../../lib/api-client';
import { adminCheckInKeys } from './admin-check-in-keys';

export const pendingCheckInsQueryOptions = () =>
  queryOptions({
    queryKey: adminCheckInKeys.pending(),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ checkIns: CheckIn[] }>('/check-ins', {
          query: { review: 'pending' },
          signal,
        })
      ).checkIns,
    // The page shows its own error with a retry.
    meta: { silent: true },
  });

export const usePendingCheckIns = () => useQuery(pendingCheckInsQueryOptions());

/** A patient's check-ins, newest first. */
export const usePatientCheckIns = (patientId: string) =>
  useQuery({
    queryKey: adminCheckInKeys.patient(patientId),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ checkIns: CheckIn[] }>('/check-ins', { query: { patientId }, signal }))
        .checkIns,
    meta: { silent: true },
  });

/**
 * Sends a review. The reviewed check-in leaves the queue at once (the next one is shown while
 * the lists reload in the background).
 */
export function useReviewCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: CheckInReviewInput }) =>
      apiRequest<{ checkIn: CheckIn }>(`/check-ins/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: review,
      }),
    onSuccess: ({ checkIn }) => {
      queryClient.setQueryData<CheckIn[]>(adminCheckInKeys.pending(), (queue) =>
        queue?.filter((waiting) => waiting._id !== checkIn._id),
      );
      void queryClient.invalidateQueries({ queryKey: adminCheckInKeys.all });
    },
    meta: { errorToast: { title: 'The review was not sent' } },
  });
}
