/**
 * Secrets the app makes once and keeps in `app_settings`, so that every app instance shares
 * them and they outlive a restart: the OTP HMAC key, the device-cookie key, the outbox key.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appSettings } from '../db/schema';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function loadOrCreate(db: Db, key: string): Promise<Buffer> {
  // Parallel first uses (or instances) race here: the first insert wins, everyone reads it.
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return Buffer.from(row!.value, 'base64');
}

/** The 32-byte secret stored under `key`, made on first use; read once per database. */
export function appSecret(db: Db, key: string): Promise<Buffer> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let secret = secrets.get(key);
  if (!secret) {
    secret = loadOrCreate(db, key);
    secrets.set(key, secret);
    secret.catch(() => secrets.delete(key));
  }
  return secret;
}
