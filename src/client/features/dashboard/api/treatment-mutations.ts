/**
 * Raising an issue (optionally pausing) and resuming (docs/product-spec.md §4 "Raise issue",
 * "Resume"). Both change the plan, so both refetch the current user and the timeline, then confirm
 * with the server's message. A failed resume reaches the red toast through the query client; a
 * failed issue is shown in its dialog. An issue raised with no connection waits in the outbox
 * (lib/issue-outbox.ts) and the patient is told so.
 */
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueQuery, Resume } from '../../../../shared/schemas/issue';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';
import { authKeys } from '../../../lib/keys/auth-keys';
import { queueIssue } from '../lib/issue-outbox';
import { dashboardKeys } from './dashboard-keys';

interface Message {
  message: string;
}

export const postIssue = (issue: IssueQuery) =>
  apiRequest<Message>('/issue-query', { method: 'POST', body: issue });

export function useRefreshPlan() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
    [queryClient],
  );
}

/** Its failures (a rate limit among them) are shown in the dialog, beside the form. */
export function useRaiseIssue() {
  const refresh = useRefreshPlan();
  const { t } = useLingui();
  return useMutation({
    mutationFn: async (issue: IssueQuery): Promise<Message | null> => {
      try {
        if (navigator.onLine) return await postIssue(issue);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 0)) throw error;
      }
      await queueIssue(issue);
      return null;
    },
    onSuccess: async (answer) => {
      if (!answer) return showSuccess(t`Saved — we'll send it when you're back online`);
      showSuccess(answer.message);
      await refresh();
    },
    meta: { errorToast: false },
  });
}

export function useResumeTreatment(userId: string) {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (resumeDate: string) => {
      const body: Resume = { issueStatus: 'closed', status: 'active', resumeDate };
      return apiRequest<Message>(`/issue-query/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        body,
      });
    },
    onSuccess: async ({ message }) => {
      showSuccess(message);
      await refresh();
    },
  });
}
