/** Email and password sign-in (docs/design.md §2; docs/security.md 9–11, 33). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { HttpError } from '../../src/server/lib/http-error';
import {
  accountThrottleKey,
  claimAttempt,
  clearAccountThrottle,
  delayAfter,
} from '../../src/server/services/login-throttle';
import { checkNewPassword } from '../../src/server/services/password-policy';
import { LOGIN_ACCOUNT_THROTTLE } from '../../src/shared/constants';
import { hashPassword } from '../../src/server/services/passwords';
import { insertAdmin, insertPatient, TEST_PASSWORD } from '../factories/users';
import { deviceCookieFrom } from '../support/device-cookie';
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

  // Every attempt let through is a real scrypt check: slow on a busy machine, hence the timeouts.
  it('slows guesses on one account with growing delays, never locking the owner out', async () => {
    const patient = await insertPatient(t.db);
    const guess = (i: number) => login({ email: patient.email, password: `guess-${i}` });
    // The free failures, even all at once from many addresses, are answered normally.
    const free = await Promise.all(
      Array.from({ length: LOGIN_ACCOUNT_THROTTLE.freeFailures }, (_, i) => guess(i)),
    );
    expect(free.map((res) => res.status)).toEqual(Array(free.length).fill(401));
    // Then each attempt waits 2, 4, 8 … seconds after the previous one; early ones are refused
    // without counting, whatever the password.
    let previousWait = 0;
    for (let round = 0; round < 6; round++) {
      const early = await login({ email: patient.email, password: TEST_PASSWORD });
      expect(early.status).toBe(429);
      expect(early.body.message).toMatch(/Please wait \d+ seconds? and try again/);
      const wait = Number(early.headers.get('retry-after'));
      expect(wait).toBe(delayAfter(LOGIN_ACCOUNT_THROTTLE.freeFailures + round));
      expect(wait).toBeGreaterThanOrEqual(previousWait);
      expect(wait).toBeLessThanOrEqual(LOGIN_ACCOUNT_THROTTLE.maxDelaySeconds);
      previousWait = wait;
      t.clock.advance(wait * 1000);
      expect((await guess(100 + round)).status).toBe(401);
    }
    expect(previousWait).toBe(LOGIN_ACCOUNT_THROTTLE.maxDelaySeconds);
    // At most a minute later the owner's right password gets in, and the count starts afresh.
    t.clock.advance(LOGIN_ACCOUNT_THROTTLE.maxDelaySeconds * 1000);
    expect((await login({ email: patient.email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await guess(200)).status).toBe(401);
  }, 180_000);

  it('lets parallel guesses through only once per delay', async () => {
    const patient = await insertPatient(t.db);
    for (let i = 0; i < LOGIN_ACCOUNT_THROTTLE.freeFailures; i++) {
      await login({ email: patient.email, password: `guess-${i}` });
    }
    t.clock.advance(delayAfter(LOGIN_ACCOUNT_THROTTLE.freeFailures) * 1000);
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login({ email: patient.email, password: `burst-${i}` })),
    );
    expect(burst.map((res) => res.status).sort()).toEqual([401, 429, 429, 429, 429, 429]);
  });

  it('lets the free failures through even when stamped before the previous attempt', async () => {
    // Two instances' clocks differ by a moment: a later-arriving attempt can carry an earlier time.
    const patient = await insertPatient(t.db);
    const at = t.clock.now();
    const earlier = new Date(at.getTime() - 50);
    const key = accountThrottleKey(patient.email);
    const waits = [await claimAttempt(t.db, key, at)];
    for (let i = 1; i < LOGIN_ACCOUNT_THROTTLE.freeFailures; i++) {
      waits.push(await claimAttempt(t.db, key, earlier));
    }
    expect(waits).toEqual(Array(LOGIN_ACCOUNT_THROTTLE.freeFailures).fill(0));
    expect(await claimAttempt(t.db, key, at)).toBe(delayAfter(LOGIN_ACCOUNT_THROTTLE.freeFailures));
  });

  it('forgets failures a day after the last one, and an operator can clear them at once', async () => {
    const patient = await insertPatient(t.db);
    for (let i = 0; i < LOGIN_ACCOUNT_THROTTLE.freeFailures; i++) {
      await login({ email: patient.email, password: `guess-${i}` });
    }
    expect((await login({ email: patient.email, password: 'again' })).status).toBe(429);
    await clearAccountThrottle(t.db, patient.email);
    expect((await login({ email: patient.email, password: 'again' })).status).toBe(401);
    t.clock.advance(LOGIN_ACCOUNT_THROTTLE.forgetAfterSeconds * 1000 + 1000);
    const fresh = await Promise.all(
      Array.from({ length: LOGIN_ACCOUNT_THROTTLE.freeFailures }, (_, i) =>
        login({ email: patient.email, password: `later-${i}` }),
      ),
    );
    expect(fresh.map((res) => res.status)).toEqual(Array(fresh.length).fill(401));
  }, 180_000);

  it('stores no password in clear text: the users row holds an scrypt hash', async () => {
    const patient = await insertPatient(t.db);
    const [row] = await t.db.select().from(users).where(eq(users.id, patient.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(JSON.stringify(row)).not.toContain(TEST_PASSWORD);
  });
});

describe("the owner's browser (device cookie)", () => {
  const fromBrowser = (cookie: string, body: unknown) => login(body, freshIp(), { Cookie: cookie });

  it('is marked at sign-in by a __Host- cookie that authenticates nothing', async () => {
    const patient = await insertPatient(t.db);
    const res = await login({ email: patient.email, password: TEST_PASSWORD });
    const line = res.headers.getSetCookie().find((c) => c.startsWith('__Host-tapalign-device='));
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).not.toMatch(/Domain=/i);
    expect(Number(line!.match(/Max-Age=(\d+)/)![1])).toBeGreaterThan(30 * 24 * 60 * 60);
    // A call with the cookie but no bearer token is anonymous, a mutation included.
    const cookie = deviceCookieFrom(res);
    for (const path of ['/api/users/current-user', '/api/users/logout']) {
      expect((await t.request('POST', path, { headers: { Cookie: cookie } })).status).toBe(401);
    }
  });

  // Every attempt let through is a real scrypt check: slow on a busy machine, hence the timeout.
  it('signs the owner in while someone elsewhere keeps guessing after each Retry-After', async () => {
    const admin = await insertAdmin(t.db);
    const other = await insertPatient(t.db);
    const cookie = deviceCookieFrom(await login({ email: admin.email, password: TEST_PASSWORD }));
    const othersCookie = deviceCookieFrom(
      await login({ email: other.email, password: TEST_PASSWORD }),
    );
    const [name, value] = cookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const right = { email: admin.email, password: TEST_PASSWORD };
    // Ten wrong passwords, each sent once the previous wait is over, then one a minute.
    let guesses = 0;
    const guess = async () => {
      const res = await login({ email: admin.email, password: `guess-${guesses++}` });
      expect(res.status).toBe(401);
    };
    for (let i = 0; i < 10; i++) {
      await guess();
      t.clock.advance(delayAfter(i + 1) * 1000);
    }
    for (let minute = 0; minute < 2; minute++) {
      t.clock.advance(60_000);
      await guess();
      // Right after a guess: everyone else must wait, the owner's browser goes straight in.
      const elsewhere = await login(right);
      expect(elsewhere.status).toBe(429);
      for (const notTheOwners of [forged, othersCookie]) {
        expect((await fromBrowser(notTheOwners, right)).status).toBe(429);
      }
      const owner = await fromBrowser(cookie, right);
      expect(owner.status).toBe(200);
      expect(owner.body.user._id).toBe(admin.id);
    }
  }, 300_000);

  it("slows wrong passwords from the owner's browser on that browser alone", async () => {
    const patient = await insertPatient(t.db);
    const cookie = deviceCookieFrom(await login({ email: patient.email, password: TEST_PASSWORD }));
    const { freeFailures } = LOGIN_ACCOUNT_THROTTLE;
    for (let i = 0; i < freeFailures; i++) {
      const res = await fromBrowser(cookie, { email: patient.email, password: `typo-${i}` });
      expect(res.status).toBe(401);
    }
    const right = { email: patient.email, password: TEST_PASSWORD };
    expect((await fromBrowser(cookie, right)).status).toBe(429);
    // Other clients are not slowed by the browser's failures.
    expect((await login({ email: patient.email, password: 'elsewhere' })).status).toBe(401);
    // The operator's unlock clears the browser's delays too.
    await clearAccountThrottle(t.db, patient.email);
    expect((await fromBrowser(cookie, right)).status).toBe(200);
  }, 180_000);
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
