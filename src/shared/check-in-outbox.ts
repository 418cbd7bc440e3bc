/**
 * Check-ins saved on the phone until they can be sent: one outbox in IndexedDB that the page
 * and the service worker (Background Sync) both send from, one at a time under one lock named
 * by its key, so each check-in leaves the phone once.
 */

/** The idb-keyval key of the outbox, also the name of its lock. */
export const CHECK_IN_OUTBOX_KEY = 'tapalign-check-in-outbox';

/** The Background Sync tag the page registers and the service worker answers. */
export const CHECK_IN_SYNC_TAG = 'tapalign-check-ins';

/** What the service worker tells the open pages once it has sent some. */
export const CHECK_INS_SENT_MESSAGE = 'CHECK_INS_SENT';

/** POST /api/check-ins's multipart fields: the JSON `data`, and the photos. */
export const CHECK_IN_FORM = { data: 'data', photos: 'photos' } as const;

/**
 * A check-in waiting to be sent. `id` is made once, when it is saved, so a resend is stored
 * once; `token` is the session it was taken in, for the service worker, which cannot read the
 * page's storage (sign-out empties the outbox with the rest of IndexedDB).
 */
export interface QueuedCheckIn<Photo> {
  id: string;
  aligner: number;
  note: string;
  photos: Photo[];
  token: string;
  savedAt: string;
}

/** The `data` field of a queued check-in. */
export const checkInDataField = ({ id, aligner, note }: QueuedCheckIn<unknown>) =>
  JSON.stringify({ id, aligner, note });
