/**
 * The patient's check-ins: the list the server holds (kept in IndexedDB with the other saved
 * answers, so it shows offline), the ones still waiting in the outbox, and the upload.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CheckIn } from '../../../../shared/schemas/check-in';
import { apiRequest } from '../../../lib/api-client';
import { checkInKeys } from '../../../lib/keys/check-in-keys';
import { checkInFormData, waitingCheckIns, type WaitingCheckIn } from '../lib/check-in-outbox';

export const ownCheckInsQueryOptions = () =>
  queryOptions({
    queryKey: checkInKeys.own,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ checkIns: CheckIn[] }>('/check-ins', { signal })).checkIns,
    meta: { persist: true, silent: true },
    // Offline, the saved answer stands and no request goes out.
    networkMode: 'online',
    // Asked again at every start: the clinic's reply is what a patient opening it looks for.
    staleTime: 0,
  });

export const useOwnCheckIns = () => useQuery(ownCheckInsQueryOptions());

/** What the server draws a check-in due from: the ones the clinic holds (it has no outbox). */
export const prefetchOwnCheckIns = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(ownCheckInsQueryOptions());

/** The check-ins not sent yet: read from the outbox itself, with or without a network. */
const waitingCheckInsQueryOptions = () =>
  queryOptions({
    queryKey: checkInKeys.waiting(),
    queryFn: waitingCheckIns,
    networkMode: 'always',
    staleTime: Infinity,
  });

export const useWaitingCheckIns = (enabled = true) =>
  useQuery({ ...waitingCheckInsQueryOptions(), enabled });

/**
 * For the dashboard's loader: the outbox is read (from this phone, a few milliseconds) before
 * the page renders, so its first render already counts a check-in waiting there, and is not
 * rendered again once the outbox answers.
 */
export const prefetchWaitingCheckIns = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(waitingCheckInsQueryOptions());

export const postCheckIn = async (item: WaitingCheckIn) =>
  (
    await apiRequest<{ checkIn: CheckIn }>('/check-ins', {
      method: 'POST',
      formData: checkInFormData(item),
    })
  ).checkIn;
