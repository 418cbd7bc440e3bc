/**
 * POST /api/wear/events under load: a batch adds to the kept days only around its own events
 * (the same days as working them out afresh), and what one patient may post is capped.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEAR_BATCHES_PER_MINUTE, WEAR_EVENTS_PER_DAY } from '../../src/shared/constants';
import { refreshAllWearDays } from '../../src/server/services/wear-days';
import { insertPatient, tokenFor, type UserRow } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 20 March 2026, 12:00 in Kolkata (UTC+05:30). */
const NOW = '2026-03-20T06:30:00.000Z';
/** The first instant events may have: 12 days before NOW, inside the 14 days taken. */
const FROM = Date.parse(NOW) - 12 * 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

type Event = { id: string; type: 'out' | 'in'; at: string };

const newPatient = () => insertPatient(t.db, { startDate: '2026-03-01' });

async function post(patient: UserRow, events: readonly Event[]) {
  return t.request('POST', '/api/wear/events', {
    token: await tokenFor(t.db, patient, t.clock.now()),
    body: { events },
  });
}

/** The kept days and open break, as text rows (the same on both databases). */
async function keptDays(patient: UserRow) {
  const days = (await t.db.execute(
    sql`select day::text, out_ms, logged from wear_days where user_id = ${patient.id} order by day`,
  )) as unknown as { rows: unknown[] };
  const state = (await t.db.execute(
    sql`select (extract(epoch from out_since) * 1000)::bigint::text as out_since
        from wear_states where user_id = ${patient.id}`,
  )) as unknown as { rows: unknown[] };
  return { days: days.rows, state: state.rows };
}

/** The days worked out again from every event, as the board does after a restore. */
async function daysFromScratch(patient: UserRow) {
  await t.db.execute(sql`update wear_states set time_zone = null where user_id = ${patient.id}`);
  await refreshAllWearDays(t.db, t.env.CLINIC_TIMEZONE);
  return keptDays(patient);
}

describe('the days a post adds to', () => {
  /**
   * Events on a 15-minute grid over 12 days (so often at one instant, and across midnights),
   * sent in batches in any order, some sent twice.
   */
  const eventsArbitrary = fc.array(
    fc.record({
      type: fc.constantFrom('out' as const, 'in' as const),
      slot: fc.integer({ min: 0, max: (12 * 24 * 60) / 15 }),
      batch: fc.integer({ min: 0, max: 5 }),
      resent: fc.boolean(),
    }),
    { minLength: 1, maxLength: 40 },
  );

  it('are the days worked out afresh from every event, whatever the batches', async () => {
    await fc.assert(
      fc.asyncProperty(eventsArbitrary, async (drawn) => {
        const patient = await newPatient();
        const events = drawn.map((e) => ({
          ...e,
          id: randomUUID(),
          at: new Date(FROM + e.slot * 15 * MINUTE).toISOString(),
        }));
        const sent: Event[] = [];
        for (let batch = 0; batch <= 5; batch++) {
          const mine = events.filter((e) => e.batch === batch);
          if (mine.length === 0) continue;
          const again = events.filter((e) => e.batch < batch && e.resent);
          const body = [...mine, ...again].map(({ id, type, at }) => ({ id, type, at }));
          expect((await post(patient, body)).status).toBe(200);
          sent.push(...mine);
        }
        const kept = await keptDays(patient);
        expect(kept).toEqual(await daysFromScratch(patient));
      }),
      { numRuns: 40, seed: 20260320 },
    );
  });

  it('leaves the days far from its events as they were', async () => {
    const patient = await newPatient();
    const at = (hours: number) => new Date(FROM + hours * HOUR).toISOString();
    // Breaks on the first and the last day.
    await post(patient, [
      { id: randomUUID(), type: 'out', at: at(2) },
      { id: randomUUID(), type: 'in', at: at(3) },
      { id: randomUUID(), type: 'out', at: at(10 * 24 + 2) },
      { id: randomUUID(), type: 'in', at: at(10 * 24 + 4) },
    ]);
    // A mark on the last day's row: only a post that works out that day again would change it.
    await t.db.execute(
      sql`update wear_days set out_ms = 1 where user_id = ${patient.id}
          and day = (select max(day) from wear_days where user_id = ${patient.id})`,
    );
    const marked = await keptDays(patient);
    const late = await post(patient, [
      { id: randomUUID(), type: 'out', at: at(24 + 5) },
      { id: randomUUID(), type: 'in', at: at(24 + 6) },
    ]);
    expect(late.status).toBe(200);
    const after = await keptDays(patient);
    expect(after.days.at(-1)).toEqual(marked.days.at(-1));
    expect(after.days).toHaveLength(marked.days.length + 1);
  });
});

describe('what one patient may post', () => {
  const batch = (from: number, size = 1): Event[] =>
    Array.from({ length: size }, (_, i) => ({
      id: randomUUID(),
      type: i % 2 === 0 ? 'out' : 'in',
      at: new Date(from + i * MINUTE).toISOString(),
    }));

  it(`takes ${WEAR_BATCHES_PER_MINUTE} batches a minute, then answers 429 until the minute ends`, async () => {
    const patient = await newPatient();
    const other = await newPatient();
    for (let i = 0; i < WEAR_BATCHES_PER_MINUTE; i++) {
      expect((await post(patient, batch(FROM + i * HOUR))).status).toBe(200);
    }
    const refused = await post(patient, batch(FROM + 100 * HOUR));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      `More than ${WEAR_BATCHES_PER_MINUTE} wear-log updates in a minute: the app sends them again shortly`,
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    // Another patient is not held up, and the same patient is taken again a minute later.
    expect((await post(other, batch(FROM))).status).toBe(200);
    t.clock.advance(61_000);
    expect((await post(patient, batch(FROM + 100 * HOUR))).status).toBe(200);
  });

  it(`takes ${WEAR_EVENTS_PER_DAY} events a day, then answers 429 until the day ends`, async () => {
    const patient = await newPatient();
    const full = WEAR_EVENTS_PER_DAY / 100;
    for (let i = 0; i < full; i++) {
      expect((await post(patient, batch(FROM + i * 2 * HOUR, 100))).status).toBe(200);
    }
    const refused = await post(patient, batch(FROM + full * 2 * HOUR, 1));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      `More than ${WEAR_EVENTS_PER_DAY} wear events in a day: the app sends the rest later`,
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(23 * 3600);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(24 * 3600);
    const stored = (await t.db.execute(
      sql`select count(*)::int as n from wear_events where user_id = ${patient.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(stored.rows[0]!.n).toBe(WEAR_EVENTS_PER_DAY);
    t.clock.advance(24 * HOUR + 1000);
    expect((await post(patient, batch(Date.parse(NOW) + 12 * HOUR, 1))).status).toBe(200);
  });
});
