/**
 * Raising an issue (optionally pausing) and resuming (spec §4 "Raise issue", "Resume"). Both
 * change the plan, so both refetch the current user and the timeline, then confirm with the
 * server's message. Failures reach the red toast through the query client.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueQuery, Resume } from '../../../../shared/schemas/issue';
import { apiRequest } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { authKeys } from '../../auth';
import { dashboardKeys } from './get-timeline';

interface Message {
  message: string;
}

function useRefreshPlan() {
  const queryClient = useQueryClient();
  return async ({ message }: Message) => {
    showSuccess(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: authKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
  };
}

/** Its failures (a rate limit among them) are shown in the dialog, beside the form. */
export function useRaiseIssue() {
  const onSuccess = useRefreshPlan();
  return useMutation({
    mutationFn: (issue: IssueQuery) =>
      apiRequest<Message>('/issue-query', { method: 'POST', body: issue }),
    onSuccess,
    meta: { silent: true },
  });
}

export function useResumeTreatment(userId: string) {
  const onSuccess = useRefreshPlan();
  return useMutation({
    mutationFn: (resumeDate: string) => {
      const body: Resume = { issueStatus: 'closed', status: 'active', resumeDate };
      return apiRequest<Message>(`/issue-query/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        body,
      });
    },
    onSuccess,
  });
}
