/**
 * The VAPID key pair that signs every push: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or
 * generated on the first start and kept in app_settings, so that it stays the same across
 * restarts and every app instance signs with it (a new pair would orphan every subscription).
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/database';
import { appSettings } from '../db/schema';
import type { Env } from '../env';

export const VAPID_SETTING = 'vapid-keys';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

type KeyPair = { publicKey: string; privateKey: string };
const stored = new WeakMap<Db, Promise<KeyPair>>();

async function loadOrCreate(db: Db): Promise<KeyPair> {
  // Instances starting together race here: the first insert wins, everyone reads it.
  await db
    .insert(appSettings)
    .values({ key: VAPID_SETTING, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, VAPID_SETTING));
  const { publicKey, privateKey } = JSON.parse(row!.value) as KeyPair;
  return { publicKey, privateKey };
}

export async function vapidDetails(deps: { db: Db; env: Env }): Promise<VapidDetails> {
  const { env, db } = deps;
  const subject = env.VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  let pair = stored.get(db);
  if (!pair) {
    pair = loadOrCreate(db);
    stored.set(db, pair);
    pair.catch(() => stored.delete(db));
  }
  return { subject, ...(await pair) };
}
