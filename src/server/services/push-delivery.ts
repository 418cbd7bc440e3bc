/**
 * Sends one payload to each of a patient's subscriptions at once; subscriptions the push
 * service says are gone (404/410) are deleted. The texts are in the patient's language.
 */
import { eq } from 'drizzle-orm';
import type { LocalPayload } from '../../shared/push-messages';
import type { AppDeps } from '../context';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { sendPush, type PushOutcome } from './push-sender';
import { vapidDetails } from './push-keys';
import { deleteSubscriptions, subscriptionsOf } from './push-subscriptions';

export interface DeliveryReport {
  /** Ids of the subscriptions that accepted the payload. */
  delivered: string[];
  /** Ids worth trying again later. */
  failed: string[];
  gone: number;
  refused: number;
}

export async function deliverToPatient(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'pushAgent'>,
  userId: string,
  localPayload: LocalPayload,
  options: { ttlSeconds: number; topic?: string; skip?: readonly string[] },
): Promise<DeliveryReport> {
  const vapid = await vapidDetails(deps);
  const targets = (await subscriptionsOf(deps.db, userId)).filter(
    (sub) => !options.skip?.includes(sub.id),
  );
  const payload = localPayload(targets.length ? await languageOf(deps.db, userId) : null);
  const outcomes = await Promise.all(
    targets.map(async (sub) => {
      const outcome: PushOutcome = await sendPush(sub, payload, {
        vapid,
        allowedHosts: deps.env.PUSH_ALLOWED_HOSTS,
        ttlSeconds: options.ttlSeconds,
        topic: options.topic,
        logger: deps.logger,
        agent: deps.pushAgent,
      });
      return { id: sub.id, outcome };
    }),
  );
  const idsWith = (wanted: PushOutcome) =>
    outcomes.filter(({ outcome }) => outcome === wanted).map(({ id }) => id);
  const gone = idsWith('gone');
  await deleteSubscriptions(deps.db, gone);
  return {
    delivered: idsWith('delivered'),
    failed: idsWith('failed'),
    gone: gone.length,
    refused: idsWith('refused').length,
  };
}

/** The language a patient chose for TapAlign; null when none (their pushes are in English). */
async function languageOf(db: Db, userId: string) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? null;
}
