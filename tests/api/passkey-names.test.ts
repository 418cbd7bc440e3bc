/**
 * A passkey's name (docs/design.md §9): from the device and browser that added it unless its
 * owner gave one, apart from the owner's other passkeys, and renamed with PATCH /api/passkeys/:id.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceName } from '../../src/server/lib/device-name';
import { auditEvents } from '../../src/server/db/schema';
import { insertPatient, tokenFor, type UserRow } from '../factories/users';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { createTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'http://localhost';
const PIXEL_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-12-02T09:00:00Z' });
});
afterAll(() => t.close());

/** Adds a passkey as the browser whose agent is `userAgent` would, named only if `name` is given. */
async function addPasskey(user: UserRow, userAgent: string | undefined, name?: string) {
  const token = await tokenFor(t.db, user, t.clock.now());
  const headers: Record<string, string> = userAgent ? { 'User-Agent': userAgent } : {};
  const options = await t.request('POST', '/api/passkeys/registration-options', { token });
  const response = new SoftAuthenticator().register(options.body, ORIGIN);
  const added = await t.request('POST', '/api/passkeys', {
    token,
    headers,
    body: { response, ...(name ? { name } : {}) },
  });
  expect(added.status).toBe(201);
  return { token, passkey: added.body.passkey as { _id: string; name: string } };
}

const rename = (token: string, id: string, name: unknown) =>
  t.request('PATCH', `/api/passkeys/${id}`, { token, body: { name } });

describe('a new passkey’s name', () => {
  it('names the device and browser that added it, apart from the owner’s others', async () => {
    const patient = await insertPatient(t.db);
    const first = await addPasskey(patient, PIXEL_CHROME);
    const second = await addPasskey(patient, PIXEL_CHROME);
    const iphone = await addPasskey(patient, IPHONE_SAFARI);
    expect([first.passkey.name, second.passkey.name, iphone.passkey.name]).toEqual([
      'Pixel 7 · Chrome',
      'Pixel 7 · Chrome (2)',
      'iPhone · Safari',
    ]);
  });

  it('keeps the name its owner gave, and falls back to "Passkey" for an unknown agent', async () => {
    const patient = await insertPatient(t.db);
    expect((await addPasskey(patient, PIXEL_CHROME, 'My phone')).passkey.name).toBe('My phone');
    expect((await addPasskey(patient, undefined)).passkey.name).toBe('Passkey');
  });
});

describe('deviceName', () => {
  it.each([
    [PIXEL_CHROME, 'Pixel 7 · Chrome'],
    [IPHONE_SAFARI, 'iPhone · Safari'],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Android · Chrome',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      'SM-S911B · Samsung Internet',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Windows · Edge',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0',
      'Mac · Firefox',
    ],
    ['Mozilla/5.0 (Linux; Android 14; <script>x</script>) Chrome/1.0', 'scriptxscript · Chrome'],
    ['curl/8.0', null],
    ['', null],
  ])('%s → %s', (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });
});

describe('PATCH /api/passkeys/:id', () => {
  it('renames the owner’s passkey, lists it renamed and audits the change', async () => {
    const patient = await insertPatient(t.db);
    const { token, passkey } = await addPasskey(patient, PIXEL_CHROME);
    const res = await rename(token, passkey._id, '  Work phone  ');
    expect(res.status).toBe(200);
    expect(res.body.passkey).toMatchObject({ _id: passkey._id, name: 'Work phone' });
    const list = await t.request('GET', '/api/passkeys', { token });
    expect(list.body.passkeys.map((p: { name: string }) => p.name)).toEqual(['Work phone']);
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.actorId, patient.id));
    expect(audits.find((event) => event.action === 'passkey.rename')?.changes).toEqual({
      passkey: { old: 'Pixel 7 · Chrome', new: 'Work phone' },
    });
  });

  it('takes 1 to 60 characters on one line, and refuses anything else', async () => {
    const patient = await insertPatient(t.db);
    const { token, passkey } = await addPasskey(patient, PIXEL_CHROME);
    expect((await rename(token, passkey._id, 'x'.repeat(60))).status).toBe(200);
    for (const bad of ['', '   ', 'x'.repeat(61), 'two\nlines', 42, null]) {
      const res = await rename(token, passkey._id, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.issues?.[0]?.path).toBe('name');
    }
    const extra = await t.request('PATCH', `/api/passkeys/${passkey._id}`, {
      token,
      body: { name: 'ok', counter: 0 },
    });
    expect(extra.status).toBe(400);
  });

  it('answers 404 to another user’s passkey or an unknown id, and 401 signed out', async () => {
    const owner = await insertPatient(t.db);
    const other = await insertPatient(t.db);
    const { passkey } = await addPasskey(owner, PIXEL_CHROME);
    const otherToken = await tokenFor(t.db, other);
    expect((await rename(otherToken, passkey._id, 'Mine now')).status).toBe(404);
    expect((await rename(otherToken, 'not-an-id', 'x')).status).toBe(404);
    const signedOut = await t.request('PATCH', `/api/passkeys/${passkey._id}`, {
      body: { name: 'x' },
    });
    expect(signedOut.status).toBe(401);
    const ownerToken = await tokenFor(t.db, owner);
    const list = await t.request('GET', '/api/passkeys', { token: ownerToken });
    expect(list.body.passkeys[0].name).toBe('Pixel 7 · Chrome');
  });
});
