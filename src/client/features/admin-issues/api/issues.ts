/** The patients' issues (GET /api/issues) and closing them (PATCH /api/issues/admin-patch/:id). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Issue } from '../../../../shared/api-types';
import { adminKeys } from '../../../lib/keys/admin-keys';
import { apiRequest } from '../../../lib/api-client';
import { issueKeys } from './issue-keys';

export type IssueFilter = 'open' | 'closed';

export const issuesQueryOptions = (filter: IssueFilter) =>
  queryOptions({
    queryKey: issueKeys.list(filter),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ issues: Issue[] }>('/issues', { query: { status: filter }, signal }))
        .issues,
    meta: { silent: true },
  });

/**
 * `useQuery`, not suspense: switching open / closed keeps the table (with its loading rows)
 * instead of blanking the page while the other list loads.
 */
export const useIssues = (filter: IssueFilter) => useQuery(issuesQueryOptions(filter));

/** Closes the issue (resuming the plan when it paused it); every admin screen refreshes. */
export function useCloseIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, issueId }: { patientId: string; issueId: string }) =>
      apiRequest<{ message: string }>(`/issues/admin-patch/${encodeURIComponent(patientId)}`, {
        method: 'PATCH',
        body: { issueStatus: 'closed', status: 'active', issueId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
