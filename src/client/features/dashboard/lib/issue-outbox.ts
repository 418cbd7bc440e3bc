/**
 * Issues raised with no connection (DESIGN.md §4), kept in IndexedDB until they can be sent.
 * Sending takes a lock (Web Locks across tabs, a promise chain within one), and each issue
 * leaves the outbox as soon as the server has accepted it, so each is sent once.
 */
import { del, get, update } from 'idb-keyval';
import type { IssueQuery } from '../../../../shared/schemas/issue';
import { ApiError } from '../../../lib/api-client';

const OUTBOX_KEY = 'tapalign-issue-outbox';
const LOCK_NAME = 'tapalign-issue-outbox';

interface QueuedIssue {
  id: string;
  issue: IssueQuery;
}

export async function queueIssue(issue: IssueQuery): Promise<void> {
  const item: QueuedIssue = { id: crypto.randomUUID(), issue };
  await update<QueuedIssue[]>(OUTBOX_KEY, (items = []) => [...items, item]);
}

let chain: Promise<unknown> = Promise.resolve();
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const run = (): Promise<T> =>
    navigator.locks ? (navigator.locks.request(LOCK_NAME, task) as Promise<T>) : task();
  const result = chain.then(run, run);
  chain = result.catch(() => undefined);
  return result;
}

/** Failures worth another try later: no connection, rate limited, server trouble. */
const isTemporary = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

export interface OutboxResult {
  sent: string[];
  rejected: unknown[];
}

/** Sends what the outbox holds, oldest first; stops at the first temporary failure. */
export function sendQueuedIssues(
  send: (issue: IssueQuery) => Promise<{ message: string }>,
): Promise<OutboxResult> {
  return exclusively(async () => {
    const result: OutboxResult = { sent: [], rejected: [] };
    for (const item of (await get<QueuedIssue[]>(OUTBOX_KEY)) ?? []) {
      try {
        result.sent.push((await send(item.issue)).message);
      } catch (error) {
        if (isTemporary(error)) break;
        result.rejected.push(error);
      }
      await update<QueuedIssue[]>(OUTBOX_KEY, (items = []) =>
        items.filter((i) => i.id !== item.id),
      );
    }
    if ((await get<QueuedIssue[]>(OUTBOX_KEY))?.length === 0) await del(OUTBOX_KEY);
    return result;
  });
}
