/** Email and password sign-in (DESIGN.md §2; SECURITY.md B 9–11, H 33). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { HttpError } from '../../src/server/lib/http-error';
import { checkNewPassword } from '../../src/server/services/password-policy';
import { hashPassword } from '../../src/server/services/passwords';
import { insertAdmin, insertPatient, TEST_PASSWORD } from '../factories/users';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-01T09:00:00Z' });
});
afterAll(() => t.close());

const freshIp = ipSequence(20);
const login = (body: unknown, ip = freshIp(), headers?: Record<string, string>) =>
  t.request('POST', '/api/users/login', { body, ip, headers });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

describe('POST /api/users/login with email and password', () => {
  it('signs a patient in with the user of the current-user call', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-02-01', aligners: 10, steps: 2 });
    const res = await login({ email: patient.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.authToken).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(res.body.user).toMatchObject({
      _id: patient.id,
      role: 'patient',
      email: patient.email,
      phone: patient.phone,
      startDate: '2026-02-01',
      aligners: 10,
      steps: 2,
      daysCompleted: 28,
      currentAligner: 3,
      status: 'active',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|passwordHash|password_hash/);
    const me = await t.request('POST', '/api/users/current-user', { token: res.body.authToken });
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(res.body.user);
  });

  it('answers an unknown email and a wrong password alike, both after hashing', async () => {
    const admin = await insertAdmin(t.db);
    const unknown: number[] = [];
    const wrong: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < 3; i++) {
      let started = performance.now();
      const a = await login({ email: `nobody${i}@example.com`, password: 'whatever123' });
      unknown.push(performance.now() - started);
      started = performance.now();
      const b = await login({ email: admin.email, password: `wrong password ${i}` });
      wrong.push(performance.now() - started);
      answers.add(JSON.stringify([a.status, a.body]));
      answers.add(JSON.stringify([b.status, b.body]));
    }
    expect([...answers]).toEqual([JSON.stringify([401, { message: 'Invalid email or password' }])]);
    // Without the dummy hash an unknown email answers ~100x faster; with it, in the same time.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('matches whole passwords: two differing only at character 80 are different', async () => {
    const long = 'a'.repeat(79) + 'b' + 'tail';
    const twin = 'a'.repeat(79) + 'c' + 'tail';
    const patient = await insertPatient(t.db, { passwordHash: await hashPassword(long) });
    expect((await login({ email: patient.email, password: twin })).status).toBe(401);
    expect((await login({ email: patient.email, password: long })).status).toBe(200);
  });

  it('refuses a disabled account even with the right password', async () => {
    const patient = await insertPatient(t.db, { disabledAt: new Date('2026-02-01T00:00:00Z') });
    const res = await login({ email: patient.email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/disabled/);
    expect(res.body.authToken).toBeUndefined();
  });

  it('rejects malformed bodies with 400 and a message', async () => {
    const cases: unknown[] = [
      { email: 'a@b.co' },
      { email: 'not an email', password: 'x' },
      { email: 'a@b.co', password: '' },
      { email: 'a@b.co', password: 'x'.repeat(129) },
      { email: 'a@b.co', password: 'secret', phone: '9876543210' },
      { email: 'a@b.co', password: 'secret', role: 'admin' },
      [],
      'null',
    ];
    for (const body of cases) {
      const res = await login(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toEqual(expect.any(String));
    }
  });
});

describe('password sign-in throttling', () => {
  it('answers the 4th sign-in from one IP within 10 s with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: 'ghost@example.com', password: 'wrong pass' }, ip)).status).toBe(
        401,
      );
    }
    const limited = await login({ email: 'ghost@example.com', password: 'wrong pass' }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(10);
    // Without a trusted proxy a forged X-Forwarded-For does not give a fresh counter.
    const spoofed = await login({ email: 'ghost@example.com', password: 'wrong pass' }, ip, {
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(spoofed.status).toBe(429);
    t.clock.advance(10_001);
    expect((await login({ email: 'ghost@example.com', password: 'wrong' }, ip)).status).toBe(401);
  });

  it('behind a trusted proxy keys limits by the entry the proxy added, not forged ones', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const attempt = (forwarded: string) =>
        proxied.request('POST', '/api/users/login', {
          body: { email: 'ghost@example.com', password: 'wrong pass' },
          headers: { 'X-Forwarded-For': forwarded },
        });
      for (let i = 0; i < 3; i++)
        expect((await attempt(`198.51.100.${i}, 192.0.2.7`)).status).toBe(401);
      expect((await attempt('198.51.100.200, 192.0.2.7')).status).toBe(429);
      expect((await attempt('192.0.2.8')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('limits sign-ins per account across IPs; the right password waits 15 minutes too', async () => {
    const patient = await insertPatient(t.db);
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login({ email: patient.email, password: `guess-${i}` })),
    );
    expect(guesses.map((res) => res.status)).toEqual(Array(10).fill(401));
    const blocked = await login({ email: patient.email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/15 minutes/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login({ email: patient.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('stores no password in clear text: the users row holds an scrypt hash', async () => {
    const patient = await insertPatient(t.db);
    const [row] = await t.db.select().from(users).where(eq(users.id, patient.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(JSON.stringify(row)).not.toContain(TEST_PASSWORD);
  });
});

describe('checkNewPassword (the rules the patient forms apply)', () => {
  const rejection = (password: string) => {
    try {
      checkNewPassword(password);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      return { status: (error as HttpError).status, message: (error as HttpError).message };
    }
  };

  it('takes 8 to 128 characters with no composition rules', () => {
    for (const ok of [
      'plainwords',
      'a'.repeat(8).replace(/a/g, 'q') + 'zx',
      'ü'.repeat(64),
      'x'.repeat(128),
    ]) {
      expect(rejection(ok), ok).toBeNull();
    }
    expect(rejection('short12')).toEqual({
      status: 400,
      message: 'Password must be at least 8 characters',
    });
    expect(rejection('y'.repeat(129))).toEqual({
      status: 400,
      message: 'Password must be at most 128 characters',
    });
  });

  it('rejects the most common passwords whatever their case', () => {
    for (const common of [
      'password',
      'Password1',
      'ILOVEYOU',
      '12345678',
      'qwertyuiop',
      'trustno1',
    ]) {
      expect(rejection(common), common).toEqual({
        status: 400,
        message: expect.stringMatching(/^This password is too common/),
      });
    }
  });
});
