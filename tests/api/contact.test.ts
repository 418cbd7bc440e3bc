import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT, NEWSLETTER_RATE_LIMIT } from '../../src/shared/constants';
import { contactMessages, newsletterSubscribers, rateLimits } from '../../src/server/db/schema';
import { createTestAppWithTokens, ipSequence, type TestApp } from '../support/test-app';
import { MOBILE_RULE_MESSAGE } from '../../src/shared/schemas/common';

let t: TestApp;
let admin: string;
let patient: string;
const nextIp = ipSequence(1);

beforeAll(async () => {
  ({ app: t, admin, patient } = await createTestAppWithTokens());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(contactMessages);
  await t.db.delete(newsletterSubscribers);
  await t.db.delete(rateLimits);
});

const MESSAGE = {
  name: 'Rahul Mehta',
  mobile: '9876501234',
  email: 'rahul@example.com',
  message: 'I would like to book a scan.\nWeekends suit me best.',
};
const contact = (body: unknown, ip = nextIp()) => t.request('POST', '/api/contact', { body, ip });
const subscribe = (email: unknown, ip = nextIp()) =>
  t.request('POST', '/api/newsletter', { body: { email }, ip });

describe('POST /api/contact', () => {
  it('stores the message, which admins then read newest first', async () => {
    t.clock.set('2026-05-01T08:00:00Z');
    expect((await contact(MESSAGE)).body).toEqual({ success: true });
    t.clock.advance(1000);
    const second = { ...MESSAGE, name: 'Second Person', message: undefined };
    expect((await contact(second)).status).toBe(200);
    const res = await t.request('GET', '/api/contact', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual([
      { ...second, message: '', _id: expect.any(String), createdAt: '2026-05-01T08:00:01.000Z' },
      { ...MESSAGE, _id: expect.any(String), createdAt: '2026-05-01T08:00:00.000Z' },
    ]);
  });

  it.each([
    ['a nine-digit mobile', { mobile: '987650123' }, MOBILE_RULE_MESSAGE],
    ['an eleven-digit mobile', { mobile: '98765012345' }, MOBILE_RULE_MESSAGE],
    ['a bad email', { email: 'rahul.example.com' }, 'Enter valid email address'],
    [
      'a header injection in the email',
      { email: 'a@b.co\r\nBcc: x@y.z' },
      'Enter valid email address',
    ],
    ['a line break in the name', { name: 'Rahul\r\nBcc: x@y.z' }, 'Name must be on one line'],
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '  ' }, 'Name is required'],
    ['an unknown field', { subject: 'hi' }, 'subject'],
    ['an over-long message', { message: 'x'.repeat(2001) }, 'Message must be at most 2000'],
  ])('refuses %s with 400', async (_, change, message) => {
    const res = await contact({ ...MESSAGE, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it(`limits each address to ${CONTACT_RATE_LIMIT.max} messages per window, with Retry-After`, async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await contact(MESSAGE, ip)).status).toBe(200);
    }
    const limited = await contact(MESSAGE, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBeTruthy();
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowSeconds);
    expect(await t.db.select().from(contactMessages)).toHaveLength(CONTACT_RATE_LIMIT.max);

    // A forged X-Forwarded-For is ignored without TRUST_PROXY (docs/security.md 33).
    const spoofed = await t.request('POST', '/api/contact', {
      body: MESSAGE,
      ip,
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(spoofed.status).toBe(429);
    expect((await contact(MESSAGE)).status).toBe(200);
    t.clock.advance(retryAfter * 1000);
    expect((await contact(MESSAGE, ip)).status).toBe(200);
  });
});

describe('POST /api/newsletter', () => {
  it('subscribes once, however often and in whatever case the address comes', async () => {
    for (const email of ['reader@example.com', 'Reader@Example.com ', 'reader@example.com']) {
      const res = await subscribe(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
    const res = await t.request('GET', '/api/newsletter', { token: admin });
    expect(res.body.subscribers).toEqual([
      { _id: expect.any(String), email: 'reader@example.com', createdAt: expect.any(String) },
    ]);
  });

  it.each(['', 'not-an-email', 'a@b.co\nBcc: x@y.z', 42])('refuses %j with 400', async (email) => {
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('shows the spec hint for an invalid address', async () => {
    expect((await subscribe('nope')).body.message).toBe('Enter valid email address');
  });

  it(`limits each address to ${NEWSLETTER_RATE_LIMIT.max} sign-ups per window`, async () => {
    const ip = nextIp();
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++) {
      expect((await subscribe(`reader${i}@example.com`, ip)).status).toBe(200);
    }
    const limited = await subscribe('one-more@example.com', ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await subscribe('one-more@example.com')).status).toBe(200);
  });
});

describe('GET and DELETE /api/newsletter (admin)', () => {
  const list = async () =>
    (await t.request('GET', '/api/newsletter', { token: admin })).body.subscribers as {
      _id: string;
      email: string;
      createdAt: string;
    }[];

  it('lists subscribers newest first', async () => {
    t.clock.set('2026-06-01T10:00:00Z');
    await subscribe('first@example.com');
    t.clock.advance(60_000);
    await subscribe('second@example.com');
    expect(await list()).toEqual([
      {
        _id: expect.any(String),
        email: 'second@example.com',
        createdAt: '2026-06-01T10:01:00.000Z',
      },
      {
        _id: expect.any(String),
        email: 'first@example.com',
        createdAt: '2026-06-01T10:00:00.000Z',
      },
    ]);
  });

  it('removes one subscriber and keeps the others', async () => {
    await subscribe('stays@example.com');
    await subscribe('leaves@example.com');
    const leaving = (await list()).find((s) => s.email === 'leaves@example.com')!;

    const removed = await t.request('DELETE', `/api/newsletter/${leaving._id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Subscriber removed successfully.' });
    expect((await list()).map((s) => s.email)).toEqual(['stays@example.com']);

    const again = await t.request('DELETE', `/api/newsletter/${leaving._id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Subscriber not found');
  });

  it('lets a removed address subscribe again', async () => {
    await subscribe('returns@example.com');
    const [row] = await list();
    await t.request('DELETE', `/api/newsletter/${row!._id}`, { token: admin });
    expect((await subscribe('returns@example.com')).status).toBe(200);
    expect((await list()).map((s) => s.email)).toEqual(['returns@example.com']);
  });

  it.each([randomUUID(), 'not-a-uuid', '1%20or%201=1'])('answers 404 for the id %s', async (id) => {
    const res = await t.request('DELETE', `/api/newsletter/${id}`, { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Subscriber not found');
  });

  it('is for admins only', async () => {
    await subscribe('kept@example.com');
    const [row] = await list();
    const path = `/api/newsletter/${row!._id}`;
    expect((await t.request('DELETE', path)).status).toBe(401);
    expect((await t.request('DELETE', path, { token: patient })).status).toBe(403);
    expect(await list()).toHaveLength(1);
  });
});

describe('admin lists', () => {
  it.each(['/api/contact', '/api/newsletter'])('%s is for admins only', async (path) => {
    expect((await t.request('GET', path)).status).toBe(401);
    expect((await t.request('GET', path, { token: patient })).status).toBe(403);
    expect((await t.request('GET', path, { token: admin })).status).toBe(200);
  });

  it('refuses form posts to the public forms with 415 (CSRF)', async () => {
    const res = await t.request('POST', '/api/contact', {
      body: 'name=x&mobile=9876501234&email=a@b.co',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });
});
