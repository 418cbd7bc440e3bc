/**
 * GET /api/compliance: one row per active or paused patient with the last 7 complete clinic
 * days of wear, late switches, open issues and the risk, sorted act, watch, ok; admins only.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alignerSwitches, checkIns, issues, pauses } from '../../src/server/db/schema';
import { summarizeWear } from '../../src/shared/compliance-rules';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

/** 12:00 on 2026-02-10 in Kolkata: the board covers 2026-02-03 … 2026-02-09. */
const NOW = '2026-02-10T06:30:00Z';
const HOUR = 3_600_000;
/** A clinic (Kolkata, UTC+5:30) time as an instant. */
const ist = (dayAndTime: string) => `2026-02-${dayAndTime}:00+05:30`;

let t: TestApp;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await insertAdmin(t.db);
});
afterAll(() => t.close());

/** From 2026-01-01, 10 aligners of 2 weeks: aligner 3 (due 2026-01-29) is today's. */
const newPatient = (overrides: Parameters<typeof insertPatient>[1] = {}) =>
  insertPatient(t.db, { startDate: '2026-01-01', aligners: 10, steps: 2, ...overrides });

async function log(patient: UserRow, events: [type: 'out' | 'in', at: string][]) {
  for (const [type, at] of events) {
    await t.db.execute(
      sql`insert into wear_events (id, user_id, type, at) values (${randomUUID()}, ${patient.id}, ${type}, ${new Date(at).toISOString()})`,
    );
  }
}

/** A break from `from` to `to` (clinic times "DDTHH:MM") on each of the given days. */
const dailyBreaks = (days: number[], from: string, to: string) =>
  days.flatMap((d): [type: 'out' | 'in', at: string][] => {
    const day = String(d).padStart(2, '0');
    return [
      ['out', ist(`${day}T${from}`)],
      ['in', ist(`${day}T${to}`)],
    ];
  });

async function board() {
  const res = await t.request('GET', '/api/compliance', { token: await tokenFor(t.db, admin) });
  expect(res.status).toBe(200);
  return res.body.patients as any[];
}
const rowOf = async (patient: UserRow) => (await board()).find((row) => row._id === patient.id);

describe('GET /api/compliance: access', () => {
  it('answers 401 without a session and 403 to a patient', async () => {
    const patient = await newPatient();
    expect((await t.request('GET', '/api/compliance')).status).toBe(401);
    const res = await t.request('GET', '/api/compliance', {
      token: await tokenFor(t.db, patient),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('GET /api/compliance: wear over the last 7 complete clinic days', () => {
  it('answers the exact row for a patient wearing 22 h every day', async () => {
    const patient = await newPatient();
    await log(patient, dailyBreaks([3, 4, 5, 6, 7, 8, 9], '12:00', '14:00'));
    expect(await rowOf(patient)).toEqual({
      _id: patient.id,
      name: patient.name,
      phone: patient.phone,
      status: 'active',
      currentAligner: 3,
      aligners: 10,
      wear7d: { avgWornMinutes: 1320, daysUnderGoal: 0, loggedDays: 7, days: 7 },
      lateSwitches: { count: 0, maxLateByDays: 0 },
      openIssues: { count: 0, oldestHours: null },
      reviewWaitingSince: null,
      lastCheckInAt: null,
      risk: 'ok',
    });
  });

  it('leaves days not logged out of the average, and today and days before the window', async () => {
    const patient = await newPatient();
    await log(patient, [
      ...dailyBreaks([2], '08:00', '18:00'),
      ...dailyBreaks([5], '12:00', '15:00'),
      ...dailyBreaks([10], '08:00', '11:00'),
    ]);
    expect((await rowOf(patient)).wear7d).toEqual({
      avgWornMinutes: 1260,
      daysUnderGoal: 1,
      loggedDays: 1,
      days: 7,
    });
  });

  it('splits a break at clinic midnight and ignores double taps', async () => {
    const patient = await newPatient();
    await log(patient, [
      ['out', ist('08T23:00')],
      ['out', ist('08T23:30')],
      ['in', ist('09T01:00')],
      ['in', ist('09T01:10')],
    ]);
    expect((await rowOf(patient)).wear7d).toEqual({
      avgWornMinutes: 1380,
      daysUnderGoal: 0,
      loggedDays: 2,
      days: 7,
    });
  });

  it('applies events in time order, whatever order they were stored in', async () => {
    const patient = await newPatient();
    await log(patient, [
      ['in', ist('07T14:00')],
      ['in', ist('06T15:00')],
      ['out', ist('07T10:00')],
      ['out', ist('06T09:00')],
    ]);
    const { wear7d } = await rowOf(patient);
    expect(wear7d.avgWornMinutes).toBe((1080 + 1200) / 2);
    expect(wear7d.daysUnderGoal).toBe(2);
  });

  it('counts a break begun before the window, and one still open, to the window’s end', async () => {
    const before = await newPatient();
    await log(before, [
      ['out', ist('02T22:00')],
      ['in', ist('03T02:00')],
    ]);
    expect((await rowOf(before)).wear7d).toEqual({
      avgWornMinutes: 1320,
      daysUnderGoal: 0,
      loggedDays: 1,
      days: 7,
    });

    const open = await newPatient();
    await log(open, [['out', ist('08T12:00')]]);
    const row = await rowOf(open);
    expect(row.wear7d).toEqual({
      // The 9th lies inside the open break: logged, all of it out.
      avgWornMinutes: (720 + 0) / 2,
      daysUnderGoal: 2,
      loggedDays: 1,
      days: 7,
    });
    expect(row.risk).toBe('act');
  });

  it('covers only the days since the plan began, and none on its first day', async () => {
    const recent = await newPatient({ startDate: '2026-02-08' });
    await log(recent, dailyBreaks([8, 9], '10:00', '14:00'));
    expect((await rowOf(recent)).wear7d).toEqual({
      avgWornMinutes: 1200,
      daysUnderGoal: 2,
      loggedDays: 2,
      days: 2,
    });

    const startsToday = await newPatient({ startDate: '2026-02-10' });
    await log(startsToday, dailyBreaks([10], '08:00', '11:00'));
    const row = await rowOf(startsToday);
    expect(row.wear7d).toEqual({
      avgWornMinutes: null,
      daysUnderGoal: 0,
      loggedDays: 0,
      days: 0,
    });
    expect(row.risk).toBe('ok');
  });

  it('shows a patient who never logs as watch (not logging), never as ok', async () => {
    const patient = await newPatient();
    expect(await rowOf(patient)).toMatchObject({
      wear7d: { avgWornMinutes: null, daysUnderGoal: 0, loggedDays: 0, days: 7 },
      risk: 'watch',
    });
  });

  it('rates logging on 3 of 7 days watch, on 4 of 7 ok', async () => {
    const three = await newPatient();
    await log(three, dailyBreaks([3, 5, 7], '12:00', '13:00'));
    expect(await rowOf(three)).toMatchObject({
      wear7d: { avgWornMinutes: 1380, loggedDays: 3, days: 7 },
      risk: 'watch',
    });
    const four = await newPatient();
    await log(four, dailyBreaks([3, 5, 7, 9], '12:00', '13:00'));
    expect(await rowOf(four)).toMatchObject({
      wear7d: { avgWornMinutes: 1380, loggedDays: 4, days: 7 },
      risk: 'ok',
    });
  });
});

describe('GET /api/compliance: who is on the board and the risk rules', () => {
  it('lists active and paused patients, never completed ones or admins', async () => {
    const paused = await newPatient();
    await t.db.insert(pauses).values({ userId: paused.id, pauseDate: '2026-02-05' });
    const completed = await newPatient({ startDate: '2025-01-01', aligners: 2 });
    const rows = await board();
    expect(rows.find((row) => row._id === paused.id)).toMatchObject({
      status: 'paused',
      currentAligner: 3,
    });
    expect(rows.find((row) => row._id === completed.id)).toBeUndefined();
    expect(rows.find((row) => row._id === admin.id)).toBeUndefined();
  });

  it('counts late switches of the current and the previous aligner only', async () => {
    const watch = await newPatient();
    const act = await newPatient();
    await t.db.insert(alignerSwitches).values([
      { userId: watch.id, aligner: 2, dueOn: '2026-01-15', switchedOn: '2026-01-16' },
      { userId: watch.id, aligner: 3, dueOn: '2026-01-29', switchedOn: '2026-01-29' },
      { userId: act.id, aligner: 1, dueOn: '2026-01-01', switchedOn: '2026-01-09' },
      { userId: act.id, aligner: 3, dueOn: '2026-01-29', switchedOn: '2026-02-01' },
    ]);
    expect(await rowOf(watch)).toMatchObject({
      lateSwitches: { count: 1, maxLateByDays: 1 },
      risk: 'watch',
    });
    expect(await rowOf(act)).toMatchObject({
      lateSwitches: { count: 1, maxLateByDays: 3 },
      risk: 'act',
    });
  });

  it('counts open issues: watch while open, act once one is 48 hours old', async () => {
    const fresh = await newPatient();
    const old = await newPatient();
    const now = new Date(NOW).getTime();
    await t.db.insert(issues).values([
      { userId: fresh.id, issueType: 'Other', createdAt: new Date(now - 47.5 * HOUR) },
      { userId: fresh.id, issueType: 'Other', createdAt: new Date(now - HOUR) },
      {
        userId: fresh.id,
        issueType: 'Other',
        issueStatus: 'closed',
        createdAt: new Date(now - 100 * HOUR),
      },
      { userId: old.id, issueType: 'Other', createdAt: new Date(now - 48 * HOUR) },
    ]);
    expect(await rowOf(fresh)).toMatchObject({
      openIssues: { count: 2, oldestHours: 47 },
      risk: 'watch',
    });
    expect(await rowOf(old)).toMatchObject({
      openIssues: { count: 1, oldestHours: 48 },
      risk: 'act',
    });
  });

  it('rates a patient with a check-in waiting for review watch, and ok once reviewed', async () => {
    const patient = await newPatient();
    await log(patient, dailyBreaks([3, 4, 5, 6, 7, 8, 9], '12:00', '13:00'));
    const sentAt = new Date(new Date(NOW).getTime() - 5 * HOUR);
    const [checkIn] = await t.db
      .insert(checkIns)
      .values({ userId: patient.id, clientId: randomUUID(), aligner: 3, createdAt: sentAt })
      .returning();
    expect(await rowOf(patient)).toMatchObject({
      reviewWaitingSince: sentAt.toISOString(),
      lastCheckInAt: sentAt.toISOString(),
      risk: 'watch',
    });
    await t.db
      .update(checkIns)
      .set({ reviewStatus: 'on-track', reviewedAt: new Date(NOW) })
      .where(eq(checkIns.id, checkIn!.id));
    expect(await rowOf(patient)).toMatchObject({
      reviewWaitingSince: null,
      lastCheckInAt: sentAt.toISOString(),
      risk: 'ok',
    });
  });

  it('sorts act, watch, ok, then the lowest average wear first', async () => {
    const wearing = async (minutesOut: number) => {
      const patient = await newPatient();
      const end = `${String(12 + Math.floor(minutesOut / 60)).padStart(2, '0')}:${String(minutesOut % 60).padStart(2, '0')}`;
      await log(patient, dailyBreaks([3, 4, 5, 6, 7, 8, 9], '12:00', end));
      return patient;
    };
    const ok = await wearing(60);
    const watchLow = await wearing(230);
    const actHigh = await wearing(241);
    const watchHigh = await wearing(150);
    const actLow = await wearing(400);
    const okLow = await wearing(120);
    const mine = [ok, watchLow, actHigh, watchHigh, actLow, okLow].map((p) => p.id);
    const order = (await board()).filter((row) => mine.includes(row._id));
    expect(order.map((row) => [row._id, row.risk, row.wear7d.avgWornMinutes])).toEqual([
      [actLow.id, 'act', 1040],
      [actHigh.id, 'act', 1199],
      [watchLow.id, 'watch', 1210],
      [watchHigh.id, 'watch', 1290],
      [okLow.id, 'ok', 1320],
      [ok.id, 'ok', 1380],
    ]);
  });
});

describe('GET /api/compliance: the days kept per patient agree with the wear log', () => {
  type Event = { id: string; type: 'out' | 'in'; at: string };
  const event = (type: 'out' | 'in', at: string): Event => ({
    id: randomUUID(),
    type,
    at: new Date(at).toISOString(),
  });
  const WINDOW = ['03', '04', '05', '06', '07', '08', '09'].map((d) => `2026-02-${d}`);

  async function post(patient: UserRow, events: Event[]) {
    const res = await t.request('POST', '/api/wear/events', {
      token: await tokenFor(t.db, patient),
      body: { events },
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  /** The week as the wear log (GET /api/wear) shows it, summed up as the board does. */
  async function logWeek(patient: UserRow, events: readonly Event[]) {
    const res = await t.request('GET', `/api/wear?patientId=${patient.id}&days=8`, {
      token: await tokenFor(t.db, admin),
    });
    expect(res.status).toBe(200);
    const worn = new Map<string, number | null>(
      res.body.days.map((d: { date: string; wornMinutes: number | null }) => [
        d.date,
        d.wornMinutes,
      ]),
    );
    const eventDays = new Set(
      events.map((e) => new Date(new Date(e.at).getTime() + 5.5 * HOUR).toISOString().slice(0, 10)),
    );
    return summarizeWear(
      WINDOW.map((day) => ({ wornMinutes: worn.get(day)!, hasEvent: eventDays.has(day) })),
    );
  }

  const storedDays = (patient: UserRow) =>
    t.db.execute(
      sql`select day::text, out_ms, logged from wear_days where user_id = ${patient.id} order by day`,
    ) as unknown as Promise<{ rows: unknown[] }>;

  /** The days kept after each batch are those worked out afresh from every event. */
  async function expectSameFromScratch(patient: UserRow) {
    const kept = (await storedDays(patient)).rows;
    await t.db.execute(sql`update wear_states set time_zone = null where user_id = ${patient.id}`);
    await board();
    expect((await storedDays(patient)).rows).toEqual(kept);
  }

  async function expectBoardAsLog(patient: UserRow, events: readonly Event[]) {
    expect((await rowOf(patient)).wear7d).toEqual(await logWeek(patient, events));
    await expectSameFromScratch(patient);
  }

  it('takes late batches, out of order and across midnight, into the earlier days', async () => {
    const patient = await newPatient();
    const events: Event[] = [];
    const send = async (batch: Event[]) => {
      events.push(...batch);
      await post(patient, batch);
      await expectBoardAsLog(patient, events);
    };
    await send([event('out', ist('09T08:00')), event('in', ist('09T09:00'))]);
    // Late: a break from the evening of the 7th, its `in` after midnight, newest first.
    await send([event('in', ist('08T01:30')), event('out', ist('07T22:00'))]);
    // Later still: an `out` on the 5th left open until the `in` already sent on the 8th.
    await send([event('in', ist('05T06:00')), event('out', ist('05T20:00'))]);
    expect((await rowOf(patient)).wear7d).toEqual({
      // The 3rd and 4th are not logged; the 6th lies inside the break.
      avgWornMinutes: Math.round((1200 + 0 + 0 + 1350 + 1380) / 5),
      daysUnderGoal: 3,
      loggedDays: 4,
      days: 7,
    });
  });

  it('keeps the same days for a batch sent twice', async () => {
    const patient = await newPatient();
    const batch = [
      event('out', ist('06T23:00')),
      event('in', ist('07T00:30')),
      event('out', ist('08T12:00')),
      event('in', ist('08T16:00')),
    ];
    expect((await post(patient, batch)).accepted).toBe(4);
    const once = (await storedDays(patient)).rows;
    expect((await post(patient, batch)).accepted).toBe(0);
    expect((await storedDays(patient)).rows).toEqual(once);
    await expectBoardAsLog(patient, batch);
  });

  it('counts a break left open on every day after it, though they have no events', async () => {
    const patient = await newPatient();
    const events = [event('in', ist('03T08:00')), event('out', ist('04T10:00'))];
    await post(patient, events);
    expect((await rowOf(patient)).wear7d).toEqual({
      avgWornMinutes: Math.round((1440 + 600) / 7),
      daysUnderGoal: 6,
      loggedDays: 2,
      days: 7,
    });
    await expectBoardAsLog(patient, events);
    // Closed today: the days before stay out.
    events.push(event('in', ist('10T09:00')));
    await post(patient, events.slice(-1));
    await expectBoardAsLog(patient, events);
    expect((await rowOf(patient)).wear7d.daysUnderGoal).toBe(6);
  });

  it('agrees with GET /api/wear after random batches in random order', async () => {
    let seed = 20260210;
    /** mulberry32: the same numbers on every run. */
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const from = new Date(ist('02T00:00')).getTime();
    const to = new Date(NOW).getTime();
    const shuffle = <T>(list: T[]) => {
      for (let i = list.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [list[i], list[j]] = [list[j]!, list[i]!];
      }
      return list;
    };
    for (let p = 0; p < 6; p++) {
      const patient = await newPatient();
      const made: Event[] = [];
      for (let i = 0; i < 24; i++) {
        // Now and then at the very instant of an earlier event (an out and an in together).
        const at =
          made.length > 0 && random() < 0.15
            ? pick(made).at
            : new Date(from + Math.floor(random() * (to - from))).toISOString();
        made.push(event(random() < 0.5 ? 'out' : 'in', at));
      }
      // Batches of events close in time (what a phone keeps offline), sent in time order or
      // in any order; or the events mixed up between batches.
      const ordered = p % 3 === 2 ? shuffle(made) : made.sort((a, b) => a.at.localeCompare(b.at));
      const batches: Event[][] = [];
      for (let i = 0; i < ordered.length;) {
        const size = 1 + Math.floor(random() * 4);
        batches.push(ordered.slice(i, i + size));
        i += size;
      }
      if (p % 3 === 1) shuffle(batches);
      const sent: Event[] = [];
      for (const batch of batches) {
        // Sometimes an earlier event again, as a phone retrying does.
        const resent = sent.length > 0 && random() < 0.3 ? [pick(sent)] : [];
        await post(patient, [...batch, ...resent]);
        sent.push(...batch);
        expect((await rowOf(patient)).wear7d).toEqual(await logWeek(patient, sent));
      }
      await expectSameFromScratch(patient);
    }
  });
});
