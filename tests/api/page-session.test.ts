/**
 * The page session (docs/security.md, "The page session"): a patient's sign-in gives the
 * browser the session's token in a `__Host-` cookie that only `GET /dashboard` reads; the API
 * never takes it, sign-out clears it, and no other role gets one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SESSION_COOKIE, PATIENT_SESSION_DAYS } from '../../src/shared/constants';
import { insertAdmin, insertPatient, TEST_PASSWORD } from '../factories/users';
import { createTestApp, ipSequence, type TestApp, type TestResponse } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-01T09:00:00Z' });
});
afterAll(() => t.close());

const freshIp = ipSequence(147);
const COOKIE = `__Host-${PAGE_SESSION_COOKIE}`;
const login = (email: string, headers?: Record<string, string>) =>
  t.request('POST', '/api/users/login', {
    body: { email, password: TEST_PASSWORD },
    ip: freshIp(),
    headers,
  });
const pageCookieLine = (res: TestResponse) =>
  res.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`));

describe('the page session', () => {
  it("is a patient's token in a cookie only the browser's navigations carry", async () => {
    const patient = await insertPatient(t.db);
    const res = await login(patient.email);
    expect(res.status).toBe(200);
    const line = pageCookieLine(res)!;
    expect(line).toBe(
      `${COOKIE}=${res.body.authToken}; Max-Age=${PATIENT_SESSION_DAYS * 24 * 60 * 60}; ` +
        'Path=/; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('authenticates no call of the API, a sign-out included', async () => {
    const patient = await insertPatient(t.db);
    const { authToken } = (await login(patient.email)).body as { authToken: string };
    const cookie = `${COOKIE}=${authToken}`;
    for (const path of ['/api/users/current-user', '/api/users/logout']) {
      expect((await t.request('POST', path, { headers: { Cookie: cookie } })).status).toBe(401);
    }
    expect((await t.request('GET', '/api/timeline', { headers: { Cookie: cookie } })).status).toBe(
      401,
    );
    // The token itself still works: nothing above ended it.
    expect((await t.request('GET', '/api/timeline', { token: authToken })).status).toBe(200);
  });

  it('ends at sign-out', async () => {
    const patient = await insertPatient(t.db);
    const { authToken } = (await login(patient.email)).body as { authToken: string };
    const res = await t.request('POST', '/api/users/logout', {
      token: authToken,
      headers: { Cookie: `${COOKIE}=${authToken}` },
    });
    expect(res.status).toBe(200);
    expect(pageCookieLine(res)).toMatch(/^__Host-tapalign-page=; Max-Age=0; Path=\/; Secure/);
  });

  it("is given to no admin, and a patient's left in the browser is cleared", async () => {
    const patient = await insertPatient(t.db);
    const admin = await insertAdmin(t.db);
    const { authToken } = (await login(patient.email)).body as { authToken: string };
    const alone = await login(admin.email);
    expect(alone.status).toBe(200);
    expect(pageCookieLine(alone)).toBeUndefined();
    const after = await login(admin.email, { Cookie: `${COOKIE}=${authToken}` });
    expect(pageCookieLine(after)).toMatch(/^__Host-tapalign-page=; Max-Age=0;/);
  });
});
