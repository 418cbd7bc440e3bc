/** The patient's timeline (spec §7 "Timeline"), kept in IndexedDB for the offline dashboard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timeline } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  timeline: () => [...dashboardKeys.all, 'timeline'] as const,
  switches: () => [...dashboardKeys.all, 'aligner-switches'] as const,
};

export const timelineQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.timeline(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ timeline: Timeline }>('/timeline', { signal })).timeline,
    meta: { persist: true },
    staleTime: 60_000,
  });

/** Only while signed in: after sign-out the page may stay mounted for a moment. */
export const useTimeline = (signedIn: boolean) =>
  useQuery({ ...timelineQueryOptions(), enabled: signedIn });
