/**
 * CSP violation reports: browsers post them (the Reporting API's list and the older
 * `report-uri` form) without signing in; the server keeps only counts per directive and
 * blocked origin, within a size, rate and row bound; admins read the counts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cspReports } from '../../src/server/db/schema';
import { CSP_REPORT_LIMIT } from '../../src/server/lib/http-limits';
import { countViolation } from '../../src/server/routes/csp-reports/csp-reports.store';
import { insertAdmin, insertPatient, tokenFor } from '../factories/users';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
const nextIp = ipSequence(171);
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t.db, await insertAdmin(t.db), new Date());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(cspReports);
});

const PAGE = 'https://tapalign.example/dashboard?patient=Asha%20Rao';
const violation = (effectiveDirective: string, blockedURL: string) => ({
  type: 'csp-violation',
  age: 10,
  url: PAGE,
  user_agent: 'Mozilla/5.0',
  body: {
    documentURL: PAGE,
    referrer: 'https://tapalign.example/login?email=asha@example.com',
    blockedURL,
    effectiveDirective,
    originalPolicy: "default-src 'self'",
    sample: 'console.log("asha@example.com")',
    disposition: 'enforce',
    statusCode: 200,
  },
});

const post = (body: unknown, type = 'application/reports+json', ip = nextIp()) =>
  t.request('POST', '/api/csp-reports', {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': type },
    ip,
  });

const counts = async () => (await t.request('GET', '/api/csp-reports', { token: admin })).body;

describe('POST /api/csp-reports', () => {
  it('counts Reporting API reports by directive and blocked origin, keeping no address or text', async () => {
    const res = await post([
      violation('script-src-elem', 'https://evil.example/x.js?user=asha'),
      violation('script-src-elem', 'https://evil.example/other.js'),
      violation('img-src', 'data'),
      violation('script-src', 'inline'),
      violation('made-up-directive', 'chrome-extension://abcdef/inject.js'),
      { type: 'deprecation', body: { id: 'x', message: 'y' } },
    ]);
    expect(res.status).toBe(204);
    const { reports } = await counts();
    expect(
      reports.map((r: { directive: string; blocked: string; count: number }) => [
        r.directive,
        r.blocked,
        r.count,
      ]),
    ).toEqual([
      ['script-src-elem', 'https://evil.example', 2],
      expect.anything(),
      expect.anything(),
      expect.anything(),
    ]);
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ directive: 'img-src', blocked: 'data:', count: 1 }),
        expect.objectContaining({ directive: 'script-src', blocked: 'inline', count: 1 }),
        expect.objectContaining({ directive: 'other', blocked: 'chrome-extension:', count: 1 }),
      ]),
    );
    expect(reports[0].firstSeenAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const stored = JSON.stringify(await t.db.select().from(cspReports));
    expect(stored).not.toMatch(/asha|dashboard|x\.js|login|console/i);
  });

  it('counts the older report-uri form, and adds to the same pair', async () => {
    const legacy = (blocked: string) => ({
      'csp-report': {
        'document-uri': PAGE,
        'violated-directive': 'connect-src',
        'effective-directive': 'connect-src',
        'blocked-uri': blocked,
        'original-policy': "default-src 'self'",
      },
    });
    expect(
      (await post(legacy('wss://socket.example:8443/live?id=7'), 'application/csp-report')).status,
    ).toBe(204);
    expect(
      (await post(legacy('wss://socket.example:8443/'), 'application/csp-report')).status,
    ).toBe(204);
    const { reports } = await counts();
    expect(reports).toEqual([
      expect.objectContaining({
        directive: 'connect-src',
        blocked: 'wss://socket.example:8443',
        count: 2,
      }),
    ]);
  });

  it('needs no sign-in, and refuses form and text bodies with 415 like every other call', async () => {
    expect(
      (await post([violation('img-src', 'https://a.example/i.png')], 'application/reports+json'))
        .status,
    ).toBe(204);
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await post('a=b', type);
      expect(res.status, type).toBe(415);
      expect(res.body.message).toMatch(/application\/reports\+json/);
    }
  });

  it('answers 400 to a body that is not JSON or not a report', async () => {
    const broken = await post('{"not json', 'application/reports+json');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBeTruthy();
    expect((await post({ reports: 1 }, 'application/reports+json')).status).toBe(400);
    expect((await post([1, 2], 'application/reports+json')).status).toBe(400);
    expect((await post({ nothing: true }, 'application/csp-report')).status).toBe(400);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const many = Array.from({ length: 80 }, (_, i) =>
      violation('img-src', `https://host${i}.example/${'x'.repeat(200)}`),
    );
    const res = await post(many);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('limits reports per address with 429 and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < CSP_REPORT_LIMIT.max; i++) {
      expect((await post([violation('img-src', 'https://a.example/')], undefined, ip)).status).toBe(
        204,
      );
    }
    const limited = await post([violation('img-src', 'https://a.example/')], undefined, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await post([violation('img-src', 'https://a.example/')])).status).toBe(204);
  });

  it('keeps a bounded number of rows: pairs past the bound are counted as "other"', async () => {
    const now = new Date();
    for (const host of ['a', 'b', 'c', 'd', 'e']) {
      await countViolation(
        t.db,
        { directive: 'img-src', blocked: `https://${host}.example` },
        1,
        now,
        3,
      );
    }
    // A pair already counted still counts when the table is full.
    await countViolation(t.db, { directive: 'img-src', blocked: 'https://a.example' }, 4, now, 3);
    const rows = (await t.db.select().from(cspReports)).map((r) => [r.blocked, r.count]);
    expect(rows.sort()).toEqual([
      ['https://a.example', 5],
      ['https://b.example', 1],
      ['https://c.example', 1],
      ['other', 2],
    ]);
  });
});

describe('GET /api/csp-reports', () => {
  it('is for admins only', async () => {
    expect((await t.request('GET', '/api/csp-reports')).status).toBe(401);
    const patient = await tokenFor(t.db, await insertPatient(t.db), new Date());
    expect((await t.request('GET', '/api/csp-reports', { token: patient })).status).toBe(403);
  });
});

describe('the other calls keep their rules', () => {
  it('refuses a signed-in mutation carrying only cookies with 401, and report types elsewhere with 415', async () => {
    const cookieOnly = await t.request('POST', '/api/issue-query', {
      body: { issueType: 'Other', pauseProgress: false, addedBy: 'x' },
      headers: { Cookie: 'dentistAuthToken=abc; session=abc' },
    });
    expect(cookieOnly.status).toBe(401);
    const elsewhere = await t.request('POST', '/api/contact', {
      body: JSON.stringify({ name: 'A', mobile: '9876543210', email: 'a@example.com' }),
      headers: { 'Content-Type': 'application/reports+json' },
    });
    expect(elsewhere.status).toBe(415);
  });
});
