/**
 * Change-day reminders (docs/design.md §4) against a local HTTPS fake push service: the exact
 * payload, once per patient and aligner across instances, the hour, who is skipped, 404/410,
 * retries with backoff, expired leases and the host allowlist at send time.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/context';
import {
  alignerSwitches,
  pauses,
  pushReminders,
  pushSubscriptions,
} from '../../src/server/db/schema';
import { runReminderCheck } from '../../src/server/services/reminders';
import { insertPatient, type UserRow } from '../factories/users';
import type { FakePushService } from '../support/fake-push-service';
import { createTestAppWithPush, mutableClock, type TestApp } from '../support/test-app';

/** Clinic time is Asia/Kolkata (UTC+5:30): 03:30 UTC is 09:00 at the clinic. */
const NINE_AM = '2026-01-15T03:30:00Z';
const MINUTE = 60_000;

let t: TestApp;
let push: FakePushService;
let n = 0;

beforeAll(async () => {
  ({ app: t, push } = await createTestAppWithPush({ now: NINE_AM }));
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NINE_AM));
afterEach(() => expect(push.errors).toEqual([]));

const check = (deps: AppDeps = t.deps) => runReminderCheck(deps);

/**
 * A patient on 10 aligners of 2 weeks from 2026-01-01 (aligner 2 starts 2026-01-15) with one
 * subscription per answer script; returns the patient and the subscriber names.
 */
async function subscribedPatient(
  scripts: number[][] = [[]],
  overrides: Parameters<typeof insertPatient>[1] = {},
  host?: string,
) {
  const patient = await insertPatient(t.db, { startDate: '2026-01-01', ...overrides });
  const names: string[] = [];
  for (const answers of scripts) {
    const name = `r${++n}`;
    const sub = push.subscribe(name, answers, host);
    await t.db
      .insert(pushSubscriptions)
      .values({ userId: patient.id, endpoint: sub.endpoint, ...sub.keys });
    names.push(name);
  }
  return { patient, names };
}

const claimOf = async (patient: UserRow, aligner = 2) =>
  (
    await t.db
      .select()
      .from(pushReminders)
      .where(and(eq(pushReminders.userId, patient.id), eq(pushReminders.aligner, aligner)))
  )[0];
const subscriptionCount = async (patient: UserRow) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, patient.id)))
    .length;

describe('change-day reminders', () => {
  it('pushes the docs/design.md §4 payload to each subscription at 09:00 clinic time, and only once', async () => {
    const { patient, names } = await subscribedPatient([[], []]);
    t.clock.set('2026-01-15T03:29:59Z');
    await check();
    expect(names.flatMap((name) => push.for(name))).toEqual([]);

    t.clock.set(NINE_AM);
    await check();
    const { publicKey } = (await t.request('GET', '/api/push/public-key')).body;
    for (const name of names) {
      const received = push.for(name);
      expect(received).toHaveLength(1);
      expect(received[0]!.payload).toEqual({
        title: 'Time to switch aligners',
        body: 'Put in aligner 2 of 10 today.',
        url: '/dashboard?aligner=2',
        tag: 'aligner-2',
      });
      expect(received[0]!.headers).toEqual({ ttl: '43200', urgency: 'normal', topic: 'aligner-2' });
      expect(received[0]!.vapidKey).toBe(publicKey);
      expect(received[0]!.claims.aud).toBe(push.origin);
    }
    expect(await claimOf(patient)).toMatchObject({ status: 'done', attempts: 1 });

    t.clock.advance(3 * 60 * MINUTE);
    await check();
    expect(names.flatMap((name) => push.for(name))).toHaveLength(2);
  });

  it('reminds every due patient in one check, each of their own aligner and plan', async () => {
    const due = [];
    for (let i = 0; i < 10; i++) due.push(await subscribedPatient([[]], { aligners: 10 + i }));
    const third = await subscribedPatient([[]], { startDate: '2025-12-18', aligners: 12 });
    await check();
    due.forEach(({ names }, i) => {
      expect(push.for(names[0]!).map((p) => p.payload)).toEqual([
        expect.objectContaining({ body: `Put in aligner 2 of ${10 + i} today.` }),
      ]);
    });
    expect(push.for(third.names[0]!)[0]!.payload).toEqual({
      title: 'Time to switch aligners',
      body: 'Put in aligner 3 of 12 today.',
      url: '/dashboard?aligner=3',
      tag: 'aligner-3',
    });
  });

  it('sends once with two instances at once and after a restart', async () => {
    const { names } = await subscribedPatient([[]]);
    const instance = (): AppDeps => ({ ...t.deps, clock: mutableClock(NINE_AM) });
    await Promise.all([check(instance()), check(instance()), check(instance())]);
    await check(instance());
    expect(push.for(names[0]!)).toHaveLength(1);
  });

  it('skips paused, not-due, confirmed, first-aligner, finished and unsubscribed patients', async () => {
    const paused = await subscribedPatient();
    await t.db.insert(pauses).values({ userId: paused.patient.id, pauseDate: '2026-01-10' });
    const notDue = await subscribedPatient([[]], { startDate: '2026-01-02' });
    const confirmed = await subscribedPatient();
    await t.db.insert(alignerSwitches).values({
      userId: confirmed.patient.id,
      aligner: 2,
      dueOn: '2026-01-15',
      switchedOn: '2026-01-15',
    });
    const startsToday = await subscribedPatient([[]], { startDate: '2026-01-15' });
    const finished = await subscribedPatient([[]], { startDate: '2025-12-18', aligners: 2 });
    const disabled = await subscribedPatient([[]], { disabledAt: new Date('2026-01-10') });
    const unsubscribed = await subscribedPatient([]);
    await check();
    for (const { patient, names } of [paused, notDue, confirmed, startsToday, finished, disabled]) {
      expect(push.for(names[0]!)).toEqual([]);
      expect(await claimOf(patient)).toBeUndefined();
    }
    expect(await claimOf(unsubscribed.patient)).toBeUndefined();
  });

  it('follows a closed pause: the reminder comes on the moved change day', async () => {
    const { patient, names } = await subscribedPatient();
    await t.db
      .insert(pauses)
      .values({ userId: patient.id, pauseDate: '2026-01-05', resumedDate: '2026-01-08' });
    await check();
    expect(push.for(names[0]!)).toEqual([]);
    t.clock.set('2026-01-18T03:30:00Z');
    await check();
    expect(push.for(names[0]!).map((p) => (p.payload as { body: string }).body)).toEqual([
      'Put in aligner 2 of 10 today.',
    ]);
  });

  it('deletes subscriptions answered 410 or 404 and still reaches the others', async () => {
    const { patient, names } = await subscribedPatient([[410], [404], []]);
    await check();
    expect(names.map((name) => push.for(name).length)).toEqual([1, 1, 1]);
    expect(await subscriptionCount(patient)).toBe(1);
    expect(await claimOf(patient)).toMatchObject({ status: 'done' });
  });

  it('retries a 500 after a backoff, without resending to subscriptions that had it', async () => {
    const { patient, names } = await subscribedPatient([[500, 500], []]);
    const [flaky, healthy] = names as [string, string];
    await check();
    expect(await claimOf(patient)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(push.for(healthy)).toHaveLength(1);

    t.clock.advance(MINUTE - 1000);
    await check();
    expect(push.for(flaky)).toHaveLength(1);

    t.clock.advance(1000);
    await check();
    expect(push.for(flaky)).toHaveLength(2);
    expect(await claimOf(patient)).toMatchObject({ status: 'pending', attempts: 2 });

    t.clock.advance(2 * MINUTE - 1000);
    await check();
    expect(push.for(flaky)).toHaveLength(2);
    t.clock.advance(1000);
    await check();
    expect(push.for(flaky)).toHaveLength(3);
    expect(push.for(healthy)).toHaveLength(1);
    expect(await claimOf(patient)).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('gives up after 6 failed attempts', async () => {
    const { patient, names } = await subscribedPatient([[500, 500, 500, 500, 500, 500, 500]]);
    for (let attempt = 1; attempt <= 8; attempt++) {
      await check();
      t.clock.advance(60 * MINUTE);
    }
    expect(push.for(names[0]!)).toHaveLength(6);
    expect(await claimOf(patient)).toMatchObject({ status: 'abandoned', attempts: 6 });
  });

  it('takes over a pending claim once its lease has run out', async () => {
    const { patient, names } = await subscribedPatient();
    const leaseUntil = new Date(Date.parse(NINE_AM) + 2 * MINUTE);
    await t.db
      .insert(pushReminders)
      .values({ userId: patient.id, aligner: 2, attempts: 1, leaseUntil });
    await check();
    expect(push.for(names[0]!)).toEqual([]);
    t.clock.set(leaseUntil);
    await check();
    expect(push.for(names[0]!)).toHaveLength(1);
    expect(await claimOf(patient)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('skips a subscription whose host is not allowed at send time', async () => {
    const { patient, names } = await subscribedPatient([[]], {}, 'localhost');
    const allowed = push.subscribe(`r${++n}`);
    await t.db
      .insert(pushSubscriptions)
      .values({ userId: patient.id, endpoint: allowed.endpoint, ...allowed.keys });
    await check();
    expect(push.for(names[0]!)).toEqual([]);
    expect(push.for(allowed.name)).toHaveLength(1);
    expect(await claimOf(patient)).toMatchObject({ status: 'done' });
  });
});
