/**
 * CSP violation reports: browsers post them (the Reporting API's list and the older
 * `report-uri` form) without signing in; the server keeps only counts per day, directive and
 * blocked origin, within a size, rate and row bound, and for 30 days; admins read the counts
 * and clear them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cspReports } from '../../src/server/db/schema';
import {
  CSP_REPORT_LIMIT,
  CSP_REPORT_NEW_PAIRS_PER_ADDRESS,
} from '../../src/server/lib/http-limits';
import { countViolation } from '../../src/server/routes/csp-reports/csp-reports.store';
import { sweepExpired } from '../../src/server/services/maintenance';
import { insertAdmin, insertPatient, tokenFor } from '../factories/users';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
const nextIp = ipSequence(171);
const NOW = '2026-03-01T09:00:00Z';
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(cspReports);
  admin = await tokenFor(t.db, await insertAdmin(t.db), new Date());
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

  it('keeps a bounded number of rows a day: pairs past the bound are counted as "other"', async () => {
    const now = new Date();
    const rules = { maxRowsPerDay: 3, mayAddPair: () => Promise.resolve(true) };
    for (const host of ['a', 'b', 'c', 'd', 'e']) {
      await countViolation(
        t.db,
        { directive: 'img-src', blocked: `https://${host}.example` },
        1,
        now,
        rules,
      );
    }
    // A pair already counted still counts when the day is full.
    await countViolation(
      t.db,
      { directive: 'img-src', blocked: 'https://a.example' },
      4,
      now,
      rules,
    );
    const rows = (await t.db.select().from(cspReports)).map((r) => [r.blocked, r.count]);
    expect(rows.sort()).toEqual([
      ['https://a.example', 5],
      ['https://b.example', 1],
      ['https://c.example', 1],
      ['other', 2],
    ]);
  });
});

describe('reports anyone can send', () => {
  const invented = (batch: number) =>
    Array.from({ length: 20 }, (_, i) =>
      violation('script-src-elem', `https://fake-${batch}-${i}.example/x.js`),
    );

  it('let one address add at most 5 new pairs a day, so real violations keep their own rows', async () => {
    const flooder = nextIp();
    for (let batch = 0; batch < 25; batch++) {
      expect((await post(invented(batch), undefined, flooder)).status).toBe(204);
    }
    const real = await post([violation('img-src', 'https://images.partner.example/a.png')]);
    expect(real.status).toBe(204);
    const { reports } = await counts();
    const pairs = reports.map((r: { blocked: string; count: number }) => [r.blocked, r.count]);
    expect(pairs).toContainEqual(['https://*.partner.example', 1]);
    expect(pairs).toContainEqual(['other', 500 - CSP_REPORT_NEW_PAIRS_PER_ADDRESS.max]);
    expect(reports).toHaveLength(CSP_REPORT_NEW_PAIRS_PER_ADDRESS.max + 2);
    expect(await t.db.select().from(cspReports)).toHaveLength(
      CSP_REPORT_NEW_PAIRS_PER_ADDRESS.max + 2,
    );
    // A pair already counted keeps counting from the same address.
    await post([violation('script-src-elem', 'https://fake-0-0.example/y.js')], undefined, flooder);
    const again = (await counts()).reports;
    expect(again).toContainEqual(
      expect.objectContaining({ blocked: 'https://fake-0-0.example', count: 2 }),
    );
  });

  it('never keep a host name as sent: its last two labels, plain ASCII, short labels', async () => {
    await post([
      violation('img-src', 'https://call-9999999999.refund.desk.example/i.png'),
      violation('img-src', 'https://tаpalign.example/i.png'),
      violation('img-src', `https://${'a'.repeat(31)}.example/`),
      violation('img-src', 'https://under_score.example/'),
      violation('img-src', 'http://203.0.113.9:8080/i.png'),
    ]);
    const blocked = (await counts()).reports.map((r: { blocked: string }) => r.blocked).sort();
    expect(blocked).toEqual(
      [
        'https://*.desk.example',
        'https://xn--tpalign-2fg.example',
        'other',
        'http://203.0.113.9:8080',
      ].sort(),
    );
    expect(JSON.stringify(await t.db.select().from(cspReports))).not.toMatch(/call|refund|aaaa/);
  });

  it('count per day for 30 days: older days are not shown, and the sweep deletes them', async () => {
    t.clock.set('2026-01-01T10:00:00Z');
    await post([violation('img-src', 'https://old.example/')]);
    t.clock.set('2026-01-30T10:00:00Z');
    await post([violation('img-src', 'https://old.example/'), violation('font-src', 'data')]);
    const within = (await counts()).reports;
    expect(within).toContainEqual(
      expect.objectContaining({
        blocked: 'https://old.example',
        count: 2,
        firstSeenAt: '2026-01-01T10:00:00.000Z',
        lastSeenAt: '2026-01-30T10:00:00.000Z',
      }),
    );
    t.clock.set('2026-01-31T10:00:00Z');
    expect((await counts()).reports).toContainEqual(
      expect.objectContaining({ blocked: 'https://old.example', count: 1 }),
    );
    await sweepExpired(t.db, t.clock.now());
    const days = (await t.db.select().from(cspReports)).map((row) => row.day);
    expect(days).toEqual(['2026-01-30', '2026-01-30']);
  });
});

describe('GET and DELETE /api/csp-reports', () => {
  it('are for admins only', async () => {
    const patient = await tokenFor(t.db, await insertPatient(t.db), new Date());
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await t.request(method, '/api/csp-reports')).status).toBe(401);
      expect((await t.request(method, '/api/csp-reports', { token: patient })).status).toBe(403);
    }
  });

  it('clears every count for an admin', async () => {
    await post([violation('img-src', 'https://a.example/'), violation('font-src', 'data')]);
    const cleared = await t.request('DELETE', '/api/csp-reports', { token: admin });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ cleared: 2 });
    expect((await counts()).reports).toEqual([]);
    await post([violation('img-src', 'https://a.example/')]);
    expect((await counts()).reports).toHaveLength(1);
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
