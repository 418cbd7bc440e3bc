/** Issues raised with no connection (docs/design.md §4), sent one by one once it is back. */
import type { IssueQuery } from '../../../../shared/schemas/issue';
import { createOutbox, type OutboxResult } from '../../../lib/outbox';

interface QueuedIssue {
  id: string;
  issue: IssueQuery;
}

const issueOutbox = createOutbox<QueuedIssue>('tapalign-issue-outbox');

export async function queueIssue(issue: IssueQuery): Promise<void> {
  await issueOutbox.add({ id: crypto.randomUUID(), issue });
}

/** Sends what the outbox holds, oldest first; stops at the first temporary failure. */
export function sendQueuedIssues(
  send: (issue: IssueQuery) => Promise<{ message: string }>,
): Promise<OutboxResult<string>> {
  return issueOutbox.send(async ([item]) => (await send(item!.issue)).message);
}
