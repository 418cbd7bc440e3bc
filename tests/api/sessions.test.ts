/** Session tokens: format, storage, revocation and timeouts (docs/security.md 12–14). */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/database';
import { users } from '../../src/server/db/schema';
import { revokeUserSessions, verifySession } from '../../src/server/services/sessions';
import { insertAdmin, insertPatient, TEST_PASSWORD, tokenFor } from '../factories/users';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-01T09:00:00Z' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const freshIp = ipSequence(40);
const me = (token: string) => t.request('POST', '/api/users/current-user', { token });
const statusOf = async (token: string) => (await me(token)).status;

describe('session tokens', () => {
  it('give each signed-in call its user without the password hash', async () => {
    const patient = await insertPatient(t.db);
    const token = await tokenFor(t.db, patient, t.clock.now());
    const session = await verifySession(t.db, token, t.clock.now());
    expect(session!.user).toMatchObject({ id: patient.id, role: 'patient', name: patient.name });
    expect(session!.user).not.toHaveProperty('passwordHash');
  });

  it('carry at least 128 random bits and are never reused', async () => {
    const patient = await insertPatient(t.db);
    const tokens = await Promise.all(
      Array.from({ length: 20 }, () => tokenFor(t.db, patient, t.clock.now())),
    );
    expect(new Set(tokens).size).toBe(20);
    for (const token of tokens) {
      const [id, secret] = token.split('.');
      expect(id).toBeTruthy();
      expect(Buffer.from(secret!, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
  });

  it('are stored only as SHA-256: a dump of the sessions table holds no live token', async () => {
    const patient = await insertPatient(t.db);
    const token = await tokenFor(t.db, patient, t.clock.now());
    const [, secret] = token.split('.');
    const rows = await queryRows<{ id: string; secret_hash: string }>(
      t.db,
      sql`select * from sessions`,
    );
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(secret);
    const row = rows.find((r) => token.startsWith(`${r.id}.`));
    expect(row!.secret_hash).toBe(createHash('sha256').update(secret!).digest('hex'));
    expect(await statusOf(token)).toBe(200);
  });

  it('answer 401 without a token or with a malformed or forged one', async () => {
    const patient = await insertPatient(t.db);
    const [id] = (await tokenFor(t.db, patient, t.clock.now())).split('.');
    expect((await t.request('POST', '/api/users/current-user')).status).toBe(401);
    for (const token of ['abc', 'a.b.c', `${id}.forged-secret`, `${'x'.repeat(500)}.y`]) {
      const res = await me(token);
      expect(res.status, token).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const basic = await t.request('POST', '/api/users/current-user', {
      headers: { Authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.status).toBe(401);
  });

  it('give the current user; admins get no plan fields', async () => {
    const admin = await insertAdmin(t.db);
    const res = await me(await tokenFor(t.db, admin, t.clock.now()));
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      _id: admin.id,
      role: 'admin',
      name: admin.name,
      email: admin.email,
      phone: '',
      gender: null,
    });
  });
});

describe('revocation', () => {
  it('logout revokes that token only', async () => {
    const patient = await insertPatient(t.db);
    const token = await tokenFor(t.db, patient, t.clock.now());
    const otherDevice = await tokenFor(t.db, patient, t.clock.now());
    const res = await t.request('POST', '/api/users/logout', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await statusOf(token)).toBe(401);
    expect((await t.request('POST', '/api/users/logout', { token })).status).toBe(401);
    expect(await statusOf(otherDevice)).toBe(200);
  });

  it('login rotates: a token sent with the login request dies, a fresh one is issued', async () => {
    const patient = await insertPatient(t.db);
    const preLogin = await tokenFor(t.db, patient, t.clock.now());
    const otherDevice = await tokenFor(t.db, patient, t.clock.now());
    const res = await t.request('POST', '/api/users/login', {
      body: { email: patient.email, password: TEST_PASSWORD },
      token: preLogin,
      ip: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(res.body.authToken).not.toBe(preLogin);
    expect(await statusOf(preLogin)).toBe(401);
    expect(await statusOf(res.body.authToken)).toBe(200);
    expect(await statusOf(otherDevice)).toBe(200);
  });

  it('login by code rotates too', async () => {
    const patient = await insertPatient(t.db);
    const preLogin = await tokenFor(t.db, patient, t.clock.now());
    await t.request('POST', '/api/users/login', { body: { phone: patient.phone }, ip: freshIp() });
    const code = t.whatsapp.messages.at(-1)!.text.match(/\d{6}/)![0];
    const res = await t.request('POST', '/api/users/verify-otp', {
      body: { phone: patient.phone, otp: code },
      token: preLogin,
      ip: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(await statusOf(preLogin)).toBe(401);
    expect(await statusOf(res.body.authToken)).toBe(200);
  });

  it("a disabled user's tokens stop working at once", async () => {
    const patient = await insertPatient(t.db);
    const token = await tokenFor(t.db, patient, t.clock.now());
    expect(await statusOf(token)).toBe(200);
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, patient.id));
    expect(await statusOf(token)).toBe(401);
  });

  it('revokeUserSessions (used on password change) ends every session of the user', async () => {
    const patient = await insertPatient(t.db);
    const bystander = await insertPatient(t.db);
    const tokens = [
      await tokenFor(t.db, patient, t.clock.now()),
      await tokenFor(t.db, patient, t.clock.now()),
    ];
    const other = await tokenFor(t.db, bystander, t.clock.now());
    await revokeUserSessions(t.db, patient.id);
    for (const token of tokens) expect(await statusOf(token)).toBe(401);
    expect(await statusOf(other)).toBe(200);
  });
});

describe('timeouts', () => {
  it('ends an admin session after 30 idle minutes', async () => {
    const admin = await insertAdmin(t.db);
    const token = await tokenFor(t.db, admin, t.clock.now());
    t.clock.advance(29 * MINUTE);
    expect(await statusOf(token)).toBe(200);
    t.clock.advance(30 * MINUTE + 1000);
    expect(await statusOf(token)).toBe(401);
  });

  it('ends an admin session 12 hours after sign-in, however active', async () => {
    const admin = await insertAdmin(t.db);
    const token = await tokenFor(t.db, admin, t.clock.now());
    for (let elapsed = 0; elapsed + 25 * MINUTE < 12 * 60 * MINUTE; elapsed += 25 * MINUTE) {
      t.clock.advance(25 * MINUTE);
      expect(await statusOf(token)).toBe(200);
    }
    t.clock.advance(25 * MINUTE);
    expect(await statusOf(token)).toBe(401);
  });

  it('keeps a patient signed in while used at least every 30 days', async () => {
    const patient = await insertPatient(t.db);
    const token = await tokenFor(t.db, patient, t.clock.now());
    for (let month = 0; month < 3; month++) {
      t.clock.advance(29 * DAY);
      expect(await statusOf(token)).toBe(200);
    }
    t.clock.advance(30 * DAY + MINUTE);
    expect(await statusOf(token)).toBe(401);
  });
});
