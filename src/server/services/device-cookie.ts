/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"). A successful
 * sign-in gives the browser a signed `__Host-` cookie naming the account and a random device id.
 * Failed sign-ins from a browser holding a valid cookie for that account are counted for that
 * device alone; failures from every other client share the account's counter. An attacker
 * elsewhere therefore slows only clients without the cookie, and the owner's browser keeps its
 * own budget. The cookie is never an authenticator: it only chooses which counter an attempt
 * is charged to, and a request carrying it but no bearer token is still anonymous.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/database';
import { appSecret } from '../lib/app-secret';

/** Sent as `__Host-tapalign-device`: Secure, Path=/ and no Domain, so no subdomain can set it. */
const DEVICE_COOKIE = 'tapalign-device';
const DEVICE_COOKIE_SETTING = 'device-cookie-secret';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export interface Device {
  userId: string;
  deviceId: string;
}

const signature = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** The device cookie the request carries, when its signature is ours; otherwise null. */
export async function presentedDevice(db: Db, c: Context): Promise<Device | null> {
  const raw = getCookie(c, DEVICE_COOKIE, 'host');
  if (!raw || raw.length > 200) return null;
  const [userId, deviceId, mac, ...rest] = raw.split('.');
  if (!userId || !deviceId || !mac || rest.length > 0) return null;
  const expected = Buffer.from(
    signature(await appSecret(db, DEVICE_COOKIE_SETTING), `${userId}.${deviceId}`),
  );
  const actual = Buffer.from(mac);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, deviceId };
}

/** The device when its cookie was given at a sign-in of this very account. */
export const deviceOfAccount = (device: Device | null, userId: string | undefined) =>
  device && userId && device.userId === userId ? device : null;

/**
 * Marks the browser as the account's device at a successful sign-in: a device already known
 * to this account keeps its id (and its counters), any other gets a new one.
 */
export async function rememberDevice(db: Db, c: Context, userId: string): Promise<void> {
  const known = deviceOfAccount(await presentedDevice(db, c), userId);
  const deviceId = known?.deviceId ?? randomBytes(16).toString('base64url');
  const payload = `${userId}.${deviceId}`;
  const mac = signature(await appSecret(db, DEVICE_COOKIE_SETTING), payload);
  setCookie(c, DEVICE_COOKIE, `${payload}.${mac}`, {
    prefix: 'host',
    secure: true,
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
}
