/**
 * /api/push (docs/design.md §2, §4): the VAPID key, subscribing with the host allowlist and the cap
 * of 5, unsubscribing, and the test notification against a local HTTPS fake push service.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, pushSubscriptions } from '../../src/server/db/schema';
import { VAPID_SETTING } from '../../src/server/services/push-keys';
import { TEST_PUSH_PAYLOAD } from '../../src/shared/push-messages';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import type { FakePushService } from '../support/fake-push-service';
import { createTestAppWithPush, type TestApp } from '../support/test-app';

let t: TestApp;
let push: FakePushService;

beforeAll(async () => {
  ({ app: t, push } = await createTestAppWithPush({ otherPushHosts: ['fcm.googleapis.com'] }));
});
afterAll(() => t.close());

const tokenOf = (user: UserRow) => tokenFor(t.db, user, t.clock.now());
const subscribe = async (patient: UserRow, body: unknown) =>
  t.request('POST', '/api/push/subscriptions', { token: await tokenOf(patient), body });
const endpointsOf = async (userId: string) =>
  (
    await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  ).map((row) => row.endpoint);
const asJson = (name: string, host?: string) => {
  const { endpoint, keys } = push.subscribe(name, [], host);
  return { endpoint, expirationTime: null, keys };
};

describe('GET /api/push/public-key', () => {
  it('answers one stable P-256 key in base64url, generated once and kept in the database', async () => {
    const first = await t.request('GET', '/api/push/public-key');
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^B[\w-]{86}$/);
    const second = await t.request('GET', '/api/push/public-key');
    expect(second.body.publicKey).toBe(first.body.publicKey);
    const [row] = await t.db.select().from(appSettings).where(eq(appSettings.key, VAPID_SETTING));
    expect(JSON.parse(row!.value).publicKey).toBe(first.body.publicKey);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('stores a subscription on an allowed host and removes it again', async () => {
    const patient = await insertPatient(t.db);
    const sub = asJson('store-remove');
    const res = await subscribe(patient, sub);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Reminders are on for this device.');
    expect(await endpointsOf(patient.id)).toEqual([sub.endpoint]);
    // Subscribing again is harmless.
    expect((await subscribe(patient, sub)).status).toBe(201);
    expect(await endpointsOf(patient.id)).toEqual([sub.endpoint]);

    const removed = await t.request('DELETE', '/api/push/subscriptions', {
      token: await tokenOf(patient),
      body: { endpoint: sub.endpoint },
    });
    expect(removed.status).toBe(204);
    expect(await endpointsOf(patient.id)).toEqual([]);
  });

  it.each([
    ['http', 'http://fcm.googleapis.com/fcm/send/x', 'endpoint must use https'],
    [
      'a host not on the list',
      'https://evil.example/push/x',
      'Notifications from this browser’s push service are not supported',
    ],
    [
      'a port not on the list',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'Notifications from this browser’s push service are not supported',
    ],
    [
      'the cloud metadata address',
      'https://169.254.169.254/latest',
      'Notifications from this browser’s push service are not supported',
    ],
  ])('refuses %s with 400', async (_, endpoint, message) => {
    const patient = await insertPatient(t.db);
    const res = await subscribe(patient, { ...asJson('refused'), endpoint });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await endpointsOf(patient.id)).toEqual([]);
  });

  it('refuses keys that are not a P-256 point or not 16 bytes', async () => {
    const patient = await insertPatient(t.db);
    const sub = asJson('bad-keys');
    const offCurve = await subscribe(patient, {
      ...sub,
      keys: { ...sub.keys, p256dh: 'B' + 'A'.repeat(86) },
    });
    expect(offCurve.status).toBe(400);
    expect(offCurve.body.message).toBe('keys.p256dh is not a valid P-256 public key');
    const shortAuth = await subscribe(patient, { ...sub, keys: { ...sub.keys, auth: 'abc' } });
    expect(shortAuth.status).toBe(400);
    expect(shortAuth.body.issues[0].path).toBe('keys.auth');
  });

  it('keeps at most 5 subscriptions per patient: the oldest goes', async () => {
    const patient = await insertPatient(t.db);
    const endpoints: string[] = [];
    for (let i = 0; i < 7; i++) {
      const sub = asJson(`cap-${i}`);
      endpoints.push(sub.endpoint);
      t.clock.advance(1000);
      expect((await subscribe(patient, sub)).status).toBe(201);
    }
    expect((await endpointsOf(patient.id)).sort()).toEqual(endpoints.slice(2).sort());
  });

  it('gives an endpoint one owner: the patient who subscribed with it last', async () => {
    const first = await insertPatient(t.db);
    const second = await insertPatient(t.db);
    const sub = asJson('shared-device');
    await subscribe(first, sub);
    await subscribe(second, sub);
    expect(await endpointsOf(first.id)).toEqual([]);
    expect(await endpointsOf(second.id)).toEqual([sub.endpoint]);
  });

  it('never deletes another patient’s subscription', async () => {
    const owner = await insertPatient(t.db);
    const other = await insertPatient(t.db);
    const sub = asJson('not-yours');
    await subscribe(owner, sub);
    const res = await t.request('DELETE', '/api/push/subscriptions', {
      token: await tokenOf(other),
      body: { endpoint: sub.endpoint },
    });
    expect(res.status).toBe(204);
    expect(await endpointsOf(owner.id)).toEqual([sub.endpoint]);
  });

  it('is for patients only', async () => {
    const admin = await insertAdmin(t.db);
    const res = await t.request('POST', '/api/push/subscriptions', {
      token: await tokenOf(admin),
      body: asJson('admin'),
    });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/push/subscriptions', () => {
  it('lists the caller’s own endpoints only, without their keys, and drops the ones the cap removed', async () => {
    const patient = await insertPatient(t.db);
    const other = await insertPatient(t.db);
    expect((await subscribe(other, asJson('list-other'))).status).toBe(201);
    const mine: string[] = [];
    for (let i = 0; i < 6; i++) {
      const sub = asJson(`list-${i}`);
      mine.push(sub.endpoint);
      t.clock.advance(1000);
      expect((await subscribe(patient, sub)).status).toBe(201);
    }
    const res = await t.request('GET', '/api/push/subscriptions', {
      token: await tokenOf(patient),
    });
    expect(res.status).toBe(200);
    // Newest first; the oldest went at the 6th (the cap of 5).
    expect(res.body).toEqual({
      subscriptions: mine
        .slice(1)
        .reverse()
        .map((endpoint) => ({ endpoint })),
    });
  });

  it('is for signed-in patients only', async () => {
    expect((await t.request('GET', '/api/push/subscriptions')).status).toBe(401);
    const admin = await insertAdmin(t.db);
    const res = await t.request('GET', '/api/push/subscriptions', { token: await tokenOf(admin) });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/push/test', () => {
  it('sends the test notification to each of the caller’s subscriptions, signed and encrypted', async () => {
    const patient = await insertPatient(t.db);
    const other = await insertPatient(t.db);
    await subscribe(patient, asJson('test-phone'));
    await subscribe(patient, asJson('test-laptop'));
    await subscribe(other, asJson('test-other'));
    const { publicKey } = (await t.request('GET', '/api/push/public-key')).body;

    const res = await t.request('POST', '/api/push/test', { token: await tokenOf(patient) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 2 });
    expect(push.errors).toEqual([]);
    for (const name of ['test-phone', 'test-laptop']) {
      const [received] = push.for(name);
      expect(received!.payload).toEqual(TEST_PUSH_PAYLOAD);
      expect(received!.vapidKey).toBe(publicKey);
      expect(received!.claims.aud).toBe(push.origin);
      expect(received!.claims.sub).toBe('mailto:clinic@tapalign.example');
      expect(received!.headers).toMatchObject({ ttl: '600', urgency: 'normal' });
    }
    expect(push.for('test-other')).toEqual([]);
  });

  it('deletes a subscription the push service answers 410 or 404 for', async () => {
    const patient = await insertPatient(t.db);
    const gone = push.subscribe('test-gone', [410]);
    const missing = push.subscribe('test-missing', [404]);
    const alive = push.subscribe('test-alive');
    for (const sub of [gone, missing, alive]) {
      await subscribe(patient, { endpoint: sub.endpoint, keys: sub.keys });
    }
    const res = await t.request('POST', '/api/push/test', { token: await tokenOf(patient) });
    expect(res.body).toEqual({ sent: 1 });
    expect(await endpointsOf(patient.id)).toEqual([alive.endpoint]);
  });

  it('answers sent: 0 without subscriptions', async () => {
    const patient = await insertPatient(t.db);
    const res = await t.request('POST', '/api/push/test', { token: await tokenOf(patient) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: 0 });
  });

  it('limits test notifications per patient: the 6th within an hour gets 429 with Retry-After', async () => {
    const patient = await insertPatient(t.db);
    const token = await tokenOf(patient);
    for (let i = 0; i < 5; i++) {
      expect((await t.request('POST', '/api/push/test', { token })).status).toBe(200);
    }
    const limited = await t.request('POST', '/api/push/test', { token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(3000);
    const someoneElse = await t.request('POST', '/api/push/test', {
      token: await tokenOf(await insertPatient(t.db)),
    });
    expect(someoneElse.status).toBe(200);
  });
});
