/** /api/wear: the wear log's events, days, refusals, access and the break-reminder switch. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, wearEvents } from '../../src/server/db/schema';
import { insertAdmin, insertPatient, reloadUser, tokenFor, type UserRow } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

/** A time on the clinic's wall clock (Kolkata, UTC+05:30). */
const ist = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}:00+05:30`).toISOString();
/** 10 March 2026, 12:00 in Kolkata: the day so far is 720 minutes. */
const NOW = ist('2026-03-10 12:00');

let t: TestApp;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await insertAdmin(t.db);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

const tokenOf = (user: UserRow) => tokenFor(t.db, user, t.clock.now());
const newPatient = (startDate = '2026-03-01') => insertPatient(t.db, { startDate });

type Event = { id: string; type: 'out' | 'in'; at: string };
const event = (type: 'out' | 'in', at: string): Event => ({ id: randomUUID(), type, at: ist(at) });

/** hh:mm */
const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

const post = async (patient: UserRow, events: unknown) =>
  t.request('POST', '/api/wear/events', { token: await tokenOf(patient), body: { events } });
const read = async (caller: UserRow, query = '') =>
  t.request('GET', `/api/wear${query}`, { token: await tokenOf(caller) });
/** The days as [date, wornMinutes, outMinutes, breaks], newest first. */
const dayRows = (body: {
  days: { date: string; wornMinutes: number | null; outMinutes: number | null; breaks: number }[];
}) => body.days.map((d) => [d.date, d.wornMinutes, d.outMinutes, d.breaks]);
const storedIds = async (patient: UserRow) =>
  (
    await t.db
      .select({ id: wearEvents.id })
      .from(wearEvents)
      .where(eq(wearEvents.userId, patient.id))
  )
    .map((row) => row.id)
    .sort();

describe('POST /api/wear/events and GET /api/wear', () => {
  it('logs a break and shows each clinic day from the plan’s start, newest first', async () => {
    const patient = await newPatient('2026-03-08');
    const res = await post(patient, [
      event('out', '2026-03-10 08:00'),
      event('in', '2026-03-10 08:30'),
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: 2, out: null });
    const log = await read(patient);
    expect(log.status).toBe(200);
    expect(log.body).toEqual({
      goalMinutes: 1320,
      out: null,
      days: [
        { date: '2026-03-10', wornMinutes: 690, outMinutes: 30, breaks: 1 },
        // No tap and no break: not logged, unknown, never 24 h worn.
        { date: '2026-03-09', wornMinutes: null, outMinutes: null, breaks: 0 },
        { date: '2026-03-08', wornMinutes: null, outMinutes: null, breaks: 0 },
      ],
    });
  });

  it('shows a patient who never logs no day worn: every day null', async () => {
    const patient = await newPatient('2026-03-08');
    const log = await read(patient);
    expect(log.body).toEqual({
      goalMinutes: 1320,
      out: null,
      days: ['2026-03-10', '2026-03-09', '2026-03-08'].map((date) => ({
        date,
        wornMinutes: null,
        outMinutes: null,
        breaks: 0,
      })),
    });
  });

  it('logs a day inside a break though it has no event, and a day with a double tap only', async () => {
    const patient = await newPatient('2026-03-06');
    await post(patient, [event('out', '2026-03-07 22:00'), event('in', '2026-03-09 06:00')]);
    await post(patient, [event('in', '2026-03-06 12:00')]); // an "in" while in: a double tap
    expect(dayRows((await read(patient)).body)).toEqual([
      ['2026-03-10', null, null, 0],
      ['2026-03-09', 1080, 360, 0],
      ['2026-03-08', 0, 1440, 0],
      ['2026-03-07', 1320, 120, 1],
      ['2026-03-06', 1440, 0, 0],
    ]);
  });

  it('splits a break at the clinic’s midnight and counts an open break up to now', async () => {
    const patient = await newPatient('2026-03-09');
    await post(patient, [event('out', '2026-03-09 23:00'), event('in', '2026-03-10 01:00')]);
    const res = await post(patient, [event('out', '2026-03-10 11:15')]);
    expect(res.body).toEqual({ accepted: 1, out: { since: ist('2026-03-10 11:15') } });
    const log = await read(patient);
    expect(log.body.out).toEqual({ since: ist('2026-03-10 11:15') });
    expect(dayRows(log.body)).toEqual([
      ['2026-03-10', 615, 105, 1],
      ['2026-03-09', 1380, 60, 1],
    ]);
    t.clock.set(ist('2026-03-10 12:30'));
    expect(dayRows((await read(patient)).body)[0]).toEqual(['2026-03-10', 615, 135, 1]);
  });

  it('counts a break longer than a day on every day it covers, also one open before the days asked', async () => {
    const patient = await newPatient();
    await post(patient, [event('out', '2026-03-07 20:00'), event('in', '2026-03-10 02:00')]);
    expect(dayRows((await read(patient, '?days=4')).body)).toEqual([
      ['2026-03-10', 600, 120, 0],
      ['2026-03-09', 0, 1440, 0],
      ['2026-03-08', 0, 1440, 0],
      ['2026-03-07', 1200, 240, 1],
    ]);
    expect(dayRows((await read(patient, '?days=2')).body)).toEqual([
      ['2026-03-10', 600, 120, 0],
      ['2026-03-09', 0, 1440, 0],
    ]);
    const open = await newPatient();
    await post(open, [event('in', '2026-03-05 08:00'), event('out', '2026-03-06 09:00')]);
    await post(open, [event('out', '2026-03-08 09:00')]); // a double tap, days later
    const log = await read(open, '?days=1');
    expect(log.body.out).toEqual({ since: ist('2026-03-06 09:00') });
    expect(dayRows(log.body)).toEqual([['2026-03-10', 0, 720, 0]]);
  });

  it('applies events in time order, whatever order the batches arrive in', async () => {
    const patient = await newPatient();
    const day = [
      event('out', '2026-03-09 07:50'),
      event('in', '2026-03-09 08:20'),
      event('out', '2026-03-09 13:00'),
      event('out', '2026-03-09 13:05'),
      event('in', '2026-03-09 13:40'),
      event('out', '2026-03-09 23:30'),
      event('in', '2026-03-10 00:15'),
      event('out', '2026-03-10 11:40'),
    ];
    // The newest first, then the oldest, then the middle, each batch reversed.
    const first = await post(patient, day.slice(5).reverse());
    expect(first.body).toEqual({ accepted: 3, out: { since: ist('2026-03-10 11:40') } });
    await post(patient, day.slice(0, 2).reverse());
    const last = await post(patient, day.slice(2, 5).reverse());
    expect(last.body).toEqual({ accepted: 3, out: { since: ist('2026-03-10 11:40') } });
    expect(dayRows((await read(patient, '?days=2')).body)).toEqual([
      ['2026-03-10', 685, 35, 1],
      ['2026-03-09', 1340, 100, 3],
    ]);
    // An "in" that arrives late closes the open break.
    const closing = await post(patient, [event('in', '2026-03-10 11:50')]);
    expect(closing.body.out).toBeNull();
    expect(dayRows((await read(patient, '?days=1')).body)).toEqual([['2026-03-10', 695, 25, 1]]);
  });

  it('ignores double taps: an "out" while out and an "in" while in change nothing', async () => {
    const patient = await newPatient();
    await post(patient, [
      event('in', '2026-03-10 07:00'),
      event('out', '2026-03-10 08:00'),
      event('out', '2026-03-10 08:10'),
      event('in', '2026-03-10 08:30'),
      event('in', '2026-03-10 08:40'),
    ]);
    expect(dayRows((await read(patient, '?days=1')).body)).toEqual([['2026-03-10', 690, 30, 1]]);
  });

  it('counts only ids not seen before: a batch sent twice counts once', async () => {
    const patient = await newPatient();
    const batch = [event('out', '2026-03-10 08:00'), event('in', '2026-03-10 08:30')];
    expect((await post(patient, batch)).body.accepted).toBe(2);
    expect((await post(patient, batch)).body).toEqual({ accepted: 0, out: null });
    const more = [...batch, event('out', '2026-03-10 10:00')];
    expect((await post(patient, more)).body.accepted).toBe(1);
    const twiceInOne = event('in', '2026-03-10 10:30');
    expect((await post(patient, [twiceInOne, twiceInOne])).body.accepted).toBe(1);
    expect(await storedIds(patient)).toHaveLength(4);
    expect(dayRows((await read(patient, '?days=1')).body)).toEqual([['2026-03-10', 660, 60, 2]]);
  });

  it('scopes ids to their patient: the same id from two patients is two events, each counted', async () => {
    const [first, second] = [await newPatient(), await newPatient()];
    const shared = event('out', '2026-03-10 08:00');
    expect((await post(first, [shared])).body).toEqual({
      accepted: 1,
      out: { since: shared.at },
    });
    const reused = { ...shared, at: ist('2026-03-10 09:00') };
    expect((await post(second, [reused])).body).toEqual({
      accepted: 1,
      out: { since: reused.at },
    });
    expect(await storedIds(first)).toEqual([shared.id]);
    expect(await storedIds(second)).toEqual([shared.id]);
    expect((await read(first, '?days=1')).body.out).toEqual({ since: shared.at });
    expect((await read(second, '?days=1')).body.out).toEqual({ since: reused.at });
  });

  it('stores each event once under 20 parallel posts of the same batch', async () => {
    const patient = await newPatient();
    const token = await tokenOf(patient);
    const batch = Array.from({ length: 40 }, (_, i) =>
      event(i % 2 === 0 ? 'out' : 'in', `2026-03-10 ${clock(6 + Math.floor(i / 8), (i % 8) * 5)}`),
    );
    const send = () => t.request('POST', '/api/wear/events', { token, body: { events: batch } });
    const results = await Promise.all(Array.from({ length: 20 }, send));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.reduce((sum, r) => sum + r.body.accepted, 0)).toBe(40);
    expect(await storedIds(patient)).toEqual(batch.map((e) => e.id).sort());
  });

  it('takes a batch of 100 events, sent oldest or newest first', async () => {
    const patient = await newPatient();
    const batch = Array.from({ length: 100 }, (_, i) =>
      event(i % 2 === 0 ? 'out' : 'in', `2026-03-09 ${clock(Math.floor(i / 6), (i % 6) * 10)}`),
    );
    const res = await post(patient, batch.reverse());
    expect(res.body).toEqual({ accepted: 100, out: null });
    // 50 breaks of 10 minutes, from 00:00 to 16:30.
    expect(dayRows((await read(patient, '?days=2')).body)[1]).toEqual(['2026-03-09', 940, 500, 50]);
  });
});

describe('refused batches', () => {
  it.each([
    // plan start, the bad event's time, why
    [
      '2026-03-01',
      '2026-03-10 12:06',
      "is more than 5 minutes ahead of the server's clock: check the phone's date and time",
    ],
    ['2026-03-01', '2026-02-28 23:59', "is before the treatment plan's start (2026-03-01)"],
    ['2026-02-01', '2026-02-24 11:59', 'is more than 14 days old'],
  ])(
    'plan from %s: refuses the whole batch for an event at %s, storing nothing',
    async (start, at, reason) => {
      const patient = await newPatient(start);
      const bad = event('in', at);
      const res = await post(patient, [event('out', '2026-03-10 08:00'), bad]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${bad.at} ${reason}`);
      expect(res.body.issues).toEqual([{ path: 'events.1.at', message: `${bad.at} ${reason}` }]);
      expect(await storedIds(patient)).toEqual([]);
    },
  );

  it("answers in the patient's language, naming the event's time", async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-03-01', language: 'mr' });
    const bad = event('in', '2026-03-10 12:06');
    const res = await post(patient, [bad]);
    expect(res.status).toBe(400);
    const marathi = `${bad.at} सर्व्हरच्या घड्याळापेक्षा 5 मिनिटांहून अधिक पुढे आहे: फोनची तारीख आणि वेळ तपासा`;
    expect(res.body).toEqual({
      message: marathi,
      issues: [{ path: 'events.0.at', message: marathi }],
    });
  });

  it('takes the edges: 5 minutes ahead, exactly 14 days old, the plan’s first minute', async () => {
    const old = await newPatient('2026-02-01');
    const res = await post(old, [
      event('out', '2026-02-24 12:00'),
      event('in', '2026-03-10 12:05'),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.accepted).toBe(2);
    const fresh = await newPatient('2026-03-01');
    expect((await post(fresh, [event('out', '2026-03-01 00:00')])).body.accepted).toBe(1);
  });

  it('refuses every event of a plan that starts tomorrow, and shows it no days', async () => {
    const patient = await newPatient('2026-03-11');
    const res = await post(patient, [event('out', '2026-03-10 11:00')]);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/before the treatment plan's start \(2026-03-11\)/);
    expect((await read(patient)).body).toEqual({ goalMinutes: 1320, out: null, days: [] });
  });

  it('shows a plan that starts today from its midnight', async () => {
    const patient = await newPatient('2026-03-10');
    await post(patient, [event('out', '2026-03-10 09:00'), event('in', '2026-03-10 09:45')]);
    expect(dayRows((await read(patient)).body)).toEqual([['2026-03-10', 675, 45, 1]]);
  });

  it('answers 404 to a patient without a plan, and an empty log', async () => {
    const patient = await insertPatient(t.db, { startDate: null, aligners: null, steps: null });
    const res = await post(patient, [event('out', '2026-03-10 11:00')]);
    expect(res.status).toBe(404);
    expect((await read(patient)).body).toEqual({ goalMinutes: 1320, out: null, days: [] });
  });

  it.each([
    ['no events', [], 'events: Send at least one event'],
    [
      '101 events',
      Array.from({ length: 101 }, () => event('out', '2026-03-10 08:00')),
      'Send at most 100 events at once',
    ],
    [
      'a bad id',
      [{ id: 'abc', type: 'out', at: ist('2026-03-10 08:00') }],
      'events.0.id: Not a valid id',
    ],
    [
      'a bad type',
      [{ id: randomUUID(), type: 'off', at: ist('2026-03-10 08:00') }],
      'events.0.type: Type must be "out" or "in"',
    ],
    [
      'a time without its zone',
      [{ id: randomUUID(), type: 'out', at: '2026-03-10T08:00:00' }],
      'events.0.at: The time must be an ISO timestamp with its time zone (Z or ±HH:MM), such as 2026-03-10T08:00:00+05:30',
    ],
    [
      '30 February',
      [{ id: randomUUID(), type: 'out', at: '2026-02-30T08:00:00Z' }],
      'events.0.at: The time is not on a real date',
    ],
    [
      // valibot's isoTimestamp takes it, Date cannot parse it: once a 500 that lost the batch.
      'an hours-only offset, naming the event',
      [
        event('out', '2026-03-10 08:00'),
        { id: randomUUID(), type: 'in', at: '2026-03-10T09:00:00+05' },
      ],
      'events.1.at: The time must be an ISO timestamp with its time zone (Z or ±HH:MM), such as 2026-03-10T08:00:00+05:30',
    ],
    [
      'the nil id',
      [{ id: '00000000-0000-0000-0000-000000000000', type: 'out', at: ist('2026-03-10 08:00') }],
      'events.0.id: Not a valid id',
    ],
    [
      'a time as a number',
      [{ id: randomUUID(), type: 'out', at: 1773117000000 }],
      'events.0.at: The time must be an ISO timestamp',
    ],
    [
      'an unknown field',
      [{ ...event('out', '2026-03-10 08:00'), aligner: 2 }],
      'Unknown field "events.0.aligner"',
    ],
  ])('refuses %s with 400', async (_, events, message) => {
    const patient = await newPatient();
    const res = await post(patient, events);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await storedIds(patient)).toEqual([]);
  });

  it('refuses a body without events', async () => {
    const patient = await newPatient();
    const res = await t.request('POST', '/api/wear/events', {
      token: await tokenOf(patient),
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('events is required');
  });
});

describe('GET /api/wear: days and access', () => {
  it.each([
    ['', 14],
    ['?days=1', 1],
    ['?days=90', 90],
  ])('%s shows %i days', async (query, count) => {
    const patient = await newPatient('2025-01-01');
    const res = await read(patient, query);
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(count);
    expect(res.body.days[0].date).toBe('2026-03-10');
  });

  it.each(['0', '91', '1.5', '-1', 'x', ''])('refuses days=%s with 400', async (days) => {
    const res = await read(await newPatient(), `?days=${days}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^days: /);
  });

  it('lets a patient name themself, and refuses anyone else with 403', async () => {
    const patient = await newPatient();
    const other = await newPatient();
    await post(other, [event('out', '2026-03-10 11:00')]);
    expect((await read(patient, `?patientId=${patient.id}`)).status).toBe(200);
    const res = await read(patient, `?patientId=${other.id}`);
    expect(res.status).toBe(403);
    expect(res.body).not.toHaveProperty('days');
    expect((await read(patient, `?patientId=${admin.id}`)).status).toBe(403);
  });

  it('shows an admin the patient named, and asks for one', async () => {
    const patient = await newPatient('2026-03-09');
    await post(patient, [event('out', '2026-03-10 11:00')]);
    const res = await read(admin, `?patientId=${patient.id}&days=7`);
    expect(res.status).toBe(200);
    expect(res.body.out).toEqual({ since: ist('2026-03-10 11:00') });
    expect(dayRows(res.body)).toEqual([
      ['2026-03-10', 660, 60, 1],
      ['2026-03-09', null, null, 0],
    ]);
    const missing = await read(admin);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('patientId is required');
    expect((await read(admin, `?patientId=${randomUUID()}`)).status).toBe(404);
    expect((await read(admin, `?patientId=${admin.id}`)).status).toBe(404);
    expect((await read(admin, '?patientId=x')).status).toBe(400);
  });

  it('answers 401 to visitors and 403 to the wrong role', async () => {
    for (const [method, path] of [
      ['GET', '/api/wear'],
      ['POST', '/api/wear/events'],
      ['GET', '/api/wear/settings'],
      ['PUT', '/api/wear/settings'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      expect((await t.request(method, path, { body })).status).toBe(401);
    }
    const token = await tokenOf(admin);
    const asAdmin = await t.request('POST', '/api/wear/events', {
      token,
      body: { events: [event('out', '2026-03-10 11:00')] },
    });
    expect(asAdmin.status).toBe(403);
    expect((await t.request('GET', '/api/wear/settings', { token })).status).toBe(403);
    const put = await t.request('PUT', '/api/wear/settings', {
      token,
      body: { breakReminder: false },
    });
    expect(put.status).toBe(403);
  });

  it('deleting a patient deletes their wear log', async () => {
    const patient = await newPatient();
    await post(patient, [event('out', '2026-03-10 11:00')]);
    await t.db.delete(users).where(eq(users.id, patient.id));
    expect(await storedIds(patient)).toEqual([]);
  });
});

describe('/api/wear/settings', () => {
  it('keeps the break reminder on until the patient turns it off', async () => {
    const patient = await newPatient();
    const token = await tokenOf(patient);
    expect((await t.request('GET', '/api/wear/settings', { token })).body).toEqual({
      breakReminder: true,
    });
    const off = await t.request('PUT', '/api/wear/settings', {
      token,
      body: { breakReminder: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ breakReminder: false });
    expect((await t.request('GET', '/api/wear/settings', { token })).body).toEqual({
      breakReminder: false,
    });
    expect((await reloadUser(t.db, patient.id))?.wearBreakReminder).toBe(false);
    const on = await t.request('PUT', '/api/wear/settings', {
      token,
      body: { breakReminder: true },
    });
    expect(on.body).toEqual({ breakReminder: true });
  });

  it.each([
    [{}, 'breakReminder is required'],
    [{ breakReminder: 'no' }, 'breakReminder must be true or false'],
    [{ breakReminder: true, hour: 9 }, 'Unknown field "hour"'],
  ])('refuses %j with 400', async (body, message) => {
    const patient = await newPatient();
    const res = await t.request('PUT', '/api/wear/settings', {
      token: await tokenOf(patient),
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await reloadUser(t.db, patient.id))?.wearBreakReminder).toBe(true);
  });
});
