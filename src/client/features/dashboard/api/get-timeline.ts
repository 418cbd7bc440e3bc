/**
 * The patient's timeline (docs/product-spec.md §7 "Timeline"), kept in IndexedDB for the offline
 * dashboard.
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Timeline } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const timelineQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.timeline(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ timeline: Timeline }>('/timeline', { signal })).timeline,
    meta: { persist: true },
    staleTime: 60_000,
  });

export const useTimeline = () => useSuspenseQuery(timelineQueryOptions());
