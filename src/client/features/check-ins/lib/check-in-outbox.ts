/**
 * Check-ins go into the outbox first and are sent from there, online or not: one path, so each
 * reaches the server once (its id, made here, makes a repeat harmless too). Where the browser
 * has Background Sync, the service worker sends them when the connection returns, even with
 * the app closed; otherwise the page does, at its next start or `online` event.
 */
import {
  CHECK_IN_FORM,
  CHECK_IN_OUTBOX_KEY,
  CHECK_IN_SYNC_TAG,
  checkInDataField,
  type QueuedCheckIn,
} from '../../../../shared/check-in-outbox';
import { createOutbox, type OutboxResult } from '../../../lib/outbox';
import { getToken } from '../../../lib/session';

/** A photo as it waits in IndexedDB: the shrunk bytes and a file name for the upload. */
export interface QueuedPhoto {
  blob: Blob;
  name: string;
}

export type WaitingCheckIn = QueuedCheckIn<QueuedPhoto>;

const checkInOutbox = createOutbox<WaitingCheckIn>(CHECK_IN_OUTBOX_KEY);

export async function queueCheckIn(draft: {
  aligner: number;
  note: string;
  photos: QueuedPhoto[];
}): Promise<WaitingCheckIn> {
  const item: WaitingCheckIn = {
    ...draft,
    id: crypto.randomUUID(),
    token: getToken() ?? '',
    savedAt: new Date().toISOString(),
  };
  await checkInOutbox.add(item);
  return item;
}

export const waitingCheckIns = () => checkInOutbox.waiting();

/** The multipart body of POST /api/check-ins. */
export function checkInFormData(item: WaitingCheckIn): FormData {
  const form = new FormData();
  form.append(CHECK_IN_FORM.data, checkInDataField(item));
  item.photos.forEach(({ blob, name }) => form.append(CHECK_IN_FORM.photos, blob, name));
  return form;
}

/** Sends what waits, oldest first, one check-in per request. */
export function sendWaitingCheckIns<R>(
  send: (item: WaitingCheckIn) => Promise<R>,
): Promise<OutboxResult<R>> {
  return checkInOutbox.send(([item]) => send(item!));
}

/** Asks the browser to wake the service worker once online; false where it cannot. */
export async function requestBackgroundSync(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration || !('sync' in registration)) return false;
    const sync = registration.sync as { register(tag: string): Promise<void> };
    await sync.register(CHECK_IN_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
