/**
 * Break reminders against a local HTTPS fake push service: the exact payload once a break has
 * lasted WEAR_BREAK_REMINDER_MINUTES, one per break across instances and restarts, never when
 * the patient turned it off or the break has ended, and retried after a failure.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEAR_BREAK_REMINDER_MINUTES } from '../../src/shared/constants';
import type { AppDeps } from '../../src/server/context';
import { pushSubscriptions, users, wearBreakReminders } from '../../src/server/db/schema';
import { runWearReminderCheck } from '../../src/server/services/wear-reminders';
import { insertPatient, type UserRow } from '../factories/users';
import type { FakePushService } from '../support/fake-push-service';
import { createTestAppWithPush, mutableClock, type TestApp } from '../support/test-app';

const NOW = '2026-02-10T06:30:00Z';
const MINUTE = 60_000;
const DUE_AFTER = WEAR_BREAK_REMINDER_MINUTES * MINUTE;

let t: TestApp;
let push: FakePushService;
let n = 0;

beforeAll(async () => {
  ({ app: t, push } = await createTestAppWithPush({ now: NOW }));
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));
afterEach(() => expect(push.errors).toEqual([]));

const check = (deps: AppDeps = t.deps) => runWearReminderCheck(deps);

/** A patient with one subscription answering `answers` in turn; returns it and its name. */
async function subscribedPatient(answers: number[] = []) {
  const patient = await insertPatient(t.db, { startDate: '2026-01-01' });
  const name = `w${++n}`;
  const sub = push.subscribe(name, answers);
  await t.db
    .insert(pushSubscriptions)
    .values({ userId: patient.id, endpoint: sub.endpoint, ...sub.keys });
  return { patient, name };
}

/** Logs an event `minutesAgo` before the clock's now. */
async function log(patient: UserRow, type: 'out' | 'in', minutesAgo: number) {
  const at = new Date(t.clock.now().getTime() - minutesAgo * MINUTE).toISOString();
  await t.db.execute(
    sql`insert into wear_events (id, user_id, type, at) values (${randomUUID()}, ${patient.id}, ${type}, ${at})`,
  );
}

const claimsOf = (patient: UserRow) =>
  t.db.select().from(wearBreakReminders).where(eq(wearBreakReminders.userId, patient.id));

describe('break reminders', () => {
  it('pushes the exact payload once the break has lasted the reminder time, and only once', async () => {
    const { patient, name } = await subscribedPatient();
    await log(patient, 'out', WEAR_BREAK_REMINDER_MINUTES - 1);
    await check();
    expect(push.for(name)).toEqual([]);

    t.clock.advance(MINUTE);
    await check();
    const received = push.for(name);
    expect(received).toHaveLength(1);
    expect(received[0]!.payload).toEqual({
      title: 'Aligners back in?',
      body: 'They have been out for 1 hour.',
      url: '/dashboard',
      tag: 'wear-break',
    });
    expect(received[0]!.headers).toMatchObject({ ttl: '1800', topic: 'wear-break' });
    expect(await claimsOf(patient)).toMatchObject([{ status: 'done', attempts: 1 }]);

    t.clock.advance(30 * MINUTE);
    await check();
    expect(push.for(name)).toHaveLength(1);
  });

  it('sends once with two instances at once and after a restart', async () => {
    const { patient, name } = await subscribedPatient();
    await log(patient, 'out', 61);
    const instance = (): AppDeps => ({ ...t.deps, clock: mutableClock(NOW) });
    await Promise.all([check(instance()), check(instance()), check(instance())]);
    await check(instance());
    expect(push.for(name)).toHaveLength(1);
  });

  it('reminds each break once: a double tap keeps the break, a new break is reminded again', async () => {
    const { patient, name } = await subscribedPatient();
    await log(patient, 'out', 90);
    await log(patient, 'out', 30);
    await check();
    expect(push.for(name)).toHaveLength(1);

    await log(patient, 'in', 10);
    t.clock.advance(2 * DUE_AFTER);
    await log(patient, 'out', WEAR_BREAK_REMINDER_MINUTES + 5);
    await check();
    expect(push.for(name)).toHaveLength(2);
    expect(await claimsOf(patient)).toHaveLength(2);
  });

  it('sends nothing once the break has ended, or when the patient turned the reminder off', async () => {
    const ended = await subscribedPatient();
    await log(ended.patient, 'out', 120);
    await log(ended.patient, 'in', 5);
    const off = await subscribedPatient();
    await t.db.update(users).set({ wearBreakReminder: false }).where(eq(users.id, off.patient.id));
    await log(off.patient, 'out', 120);
    const sameInstant = await subscribedPatient();
    await log(sameInstant.patient, 'out', 120);
    await log(sameInstant.patient, 'in', 120);
    await check();
    for (const { patient, name } of [ended, off, sameInstant]) {
      expect(push.for(name)).toEqual([]);
      expect(await claimsOf(patient)).toEqual([]);
    }
  });

  it('retries after a failed send while the break lasts', async () => {
    const { patient, name } = await subscribedPatient([500]);
    await log(patient, 'out', 61);
    await check();
    expect(push.for(name)).toHaveLength(1); // answered 500
    expect(await claimsOf(patient)).toMatchObject([{ status: 'pending', attempts: 1 }]);

    t.clock.advance(MINUTE - 1000);
    await check();
    expect(push.for(name)).toHaveLength(1);

    t.clock.advance(1000);
    await check();
    expect(push.for(name)).toHaveLength(2);
    expect(await claimsOf(patient)).toMatchObject([{ status: 'done', attempts: 2 }]);
  });
});
