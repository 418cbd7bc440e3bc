/** Push subscription rows: one owner per endpoint, at most PUSH_MAX_SUBSCRIPTIONS per patient. */
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { PUSH_MAX_SUBSCRIPTIONS } from '../../shared/constants';
import type { Db } from '../db/database';
import { pushSubscriptions } from '../db/schema';
import type { StoredSubscription } from './push-sender';

export interface NewSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: Date;
}

/**
 * Stores the subscription as the patient's newest. An endpoint belongs to one browser, so one
 * already stored (another patient signed in on the same device before) moves to this patient.
 * The patient's oldest beyond the cap are deleted.
 */
export async function saveSubscription(db: Db, sub: NewSubscription): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(sub)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: sub.userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: sub.createdAt },
      });
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, sub.userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_MAX_SUBSCRIPTIONS);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, sub.userId), notInArray(pushSubscriptions.id, keep)));
  });
}

/** Deletes the caller's own subscription with this endpoint; another patient's stays. */
export async function deleteOwnSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function subscriptionsOf(db: Db, userId: string): Promise<StoredSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
}

/** Subscriptions the push service answered 404 or 410 for: they will never work again. */
export async function deleteSubscriptions(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
