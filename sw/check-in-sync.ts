/// <reference lib="webworker" />
/**
 * Background Sync of check-ins saved offline: once the connection returns, the browser wakes
 * this worker, even with the app closed, and it sends what the page's outbox holds under the
 * page's own lock, oldest first, each leaving the outbox once the server has it. A refusal is
 * left in the outbox for the page, which tells the patient and drops it; no connection or
 * server trouble fails the sync, and the browser tries it again later.
 */
import { get, update } from 'idb-keyval';
import {
  CHECK_IN_FORM,
  CHECK_IN_OUTBOX_KEY,
  CHECK_IN_SYNC_TAG,
  CHECK_INS_SENT_MESSAGE,
  checkInDataField,
  type QueuedCheckIn,
} from '../src/shared/check-in-outbox';

declare const self: ServiceWorkerGlobalScope;

type WaitingCheckIn = QueuedCheckIn<{ blob: Blob; name: string }>;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

function post(item: WaitingCheckIn): Promise<Response> {
  const body = new FormData();
  body.append(CHECK_IN_FORM.data, checkInDataField(item));
  item.photos.forEach(({ blob, name }) => body.append(CHECK_IN_FORM.photos, blob, name));
  return fetch('/api/check-ins', {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${item.token}` },
    body,
  });
}

/** Sends until the outbox is empty or the server refuses one; returns how many it sent. */
async function sendWaiting(): Promise<number> {
  let sent = 0;
  for (;;) {
    const [item] = (await get<WaitingCheckIn[]>(CHECK_IN_OUTBOX_KEY)) ?? [];
    if (!item) return sent;
    const response = await post(item);
    if (response.status >= 500) throw new Error(`The server answered ${response.status}`);
    if (!response.ok) return sent;
    await update<WaitingCheckIn[]>(CHECK_IN_OUTBOX_KEY, (items = []) =>
      items.filter((waiting) => waiting.id !== item.id),
    );
    sent += 1;
  }
}

async function syncCheckIns(): Promise<void> {
  const sent = await self.navigator.locks.request(CHECK_IN_OUTBOX_KEY, sendWaiting);
  if (sent === 0) return;
  const pages = await self.clients.matchAll({ type: 'window' });
  pages.forEach((page) => page.postMessage({ type: CHECK_INS_SENT_MESSAGE, sent }));
}

export function registerCheckInSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === CHECK_IN_SYNC_TAG) sync.waitUntil(syncCheckIns());
  });
}
