/**
 * Sends the issues raised offline once the connection is back (at start-up, and at every
 * `online` event), then tells the patient and refreshes the plan (an issue may pause it).
 */
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showError, showSuccess } from '../../../lib/toast';
import { postIssue, useRefreshPlan } from '../api/treatment-mutations';
import { sendQueuedIssues } from '../lib/issue-outbox';

export function useIssueOutbox(signedIn: boolean) {
  const refresh = useRefreshPlan();
  const { t } = useLingui();
  useEffect(() => {
    if (!signedIn) return;
    const flush = async () => {
      if (!navigator.onLine) return;
      const { sent, rejected } = await sendQueuedIssues(postIssue);
      sent.forEach((message) => showSuccess(message, t`Your saved issue was sent`));
      rejected.forEach((error) => showError(error, t`Your saved issue could not be sent`));
      if (sent.length > 0) await refresh();
    };
    const onOnline = () => void flush().catch(() => undefined);
    onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [signedIn, refresh, t]);
}
