/**
 * The patient's open issues (GET /api/issues/mine): the Today card says the clinic is on them.
 * Saved with the plan for the offline dashboard; raising or closing one refreshes them (the
 * issue mutations refresh every dashboard query).
 */
import { onlineManager, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OwnIssue } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

const ownIssuesQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.issues(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ issues: OwnIssue[] }>('/issues/mine', { signal })).issues,
    meta: { persist: true, silent: true },
    // Offline, the saved answer stands and no request goes out.
    networkMode: 'online',
    staleTime: 60_000,
  });

export const useOwnIssues = () => useQuery(ownIssuesQueryOptions());

/**
 * For the dashboard's loader: the open issues with the plan (the page's script tag asked for
 * them already), so the Today card is drawn with them and nothing under it moves when they come.
 * It never fails: offline the saved answer, or none, stands.
 */
export async function prefetchOwnIssues(queryClient: QueryClient): Promise<void> {
  // Offline the query waits for the network: the page does not.
  if (onlineManager.isOnline()) await queryClient.prefetchQuery(ownIssuesQueryOptions());
}
