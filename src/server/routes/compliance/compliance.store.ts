/**
 * What the compliance board reads, one query per kind for every patient at once: the patients
 * and their pauses, their confirmed switches, their open issues, and their wear summed per clinic
 * day by the database (the only part that grows with time: ~4 events a patient a day).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../shared/calendar-date';
import { dayStartIn } from '../../../shared/wear-rules';
import { queryRows, type Db } from '../../db/database';
import { alignerSwitches, issues, users } from '../../db/schema';
import type { Pause } from '../../../shared/treatment-plan';

export async function loadPatients(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      startDate: users.startDate,
      aligners: users.aligners,
      steps: users.steps,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'patient'),
        isNotNull(users.startDate),
        isNotNull(users.aligners),
        isNotNull(users.steps),
      ),
    );
  return { rows, pauses: await allPauses(db) };
}

/** Every patient's pauses, keyed by patient, oldest first. */
async function allPauses(db: Db) {
  const rows = await queryRows<{
    user_id: string;
    pause_date: string;
    resumed_date: string | null;
  }>(db, sql`select user_id, pause_date::text, resumed_date::text from pauses order by pause_date`);
  const byUser = new Map<string, Pause[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ pauseDate: row.pause_date, resumedDate: row.resumed_date });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

export async function loadSwitches(db: Db) {
  return db
    .select({
      userId: alignerSwitches.userId,
      aligner: alignerSwitches.aligner,
      dueOn: alignerSwitches.dueOn,
      switchedOn: alignerSwitches.switchedOn,
    })
    .from(alignerSwitches);
}

/** The times each patient's open issues were raised. */
export async function loadOpenIssues(db: Db): Promise<Map<string, Date[]>> {
  const rows = await db
    .select({ userId: issues.userId, createdAt: issues.createdAt })
    .from(issues)
    .where(eq(issues.issueStatus, 'open'));
  const byUser = new Map<string, Date[]>();
  for (const { userId, createdAt } of rows) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), createdAt]);
  }
  return byUser;
}

/** A patient's wear over the board's days: break time per day, and the days with an event. */
export interface WearDays {
  /** Milliseconds inside breaks, by clinic day (days without a break are absent). */
  outMs: Map<CalendarDate, number>;
  loggedDays: Set<CalendarDate>;
}

/**
 * Every patient's breaks on the clinic days `from` … `to` − 1, summed per day by the database.
 * A break runs from an `out` to the next `in`; events are taken in time order, and one that
 * repeats the state before it (a double tap) changes nothing, so the state at any moment is the
 * type of the last event before it. The last event before the window says whether a break was
 * already running when it began; a break still open runs to the window's end (a past day).
 * Midnight in the clinic's time zone splits a break between days. At the same instant an `out`
 * comes before an `in`, then the ids decide, as in the wear log's day maths.
 */
export async function loadWearDays(
  db: Db,
  from: CalendarDate,
  to: CalendarDate,
  timeZone: string,
): Promise<Map<string, WearDays>> {
  const fromAt = new Date(dayStartIn(from, timeZone)).toISOString();
  const toAt = new Date(dayStartIn(to, timeZone)).toISOString();
  // One index range per patient, from their last event before the window (whether a break was
  // running as it began) to the window's end; the bounds are values, so the plan uses the index.
  const query = sql`
    with days as (
      select d::date as day,
        d::date::timestamp at time zone ${timeZone} as day_start,
        (d::date + 1)::timestamp at time zone ${timeZone} as day_end
      from generate_series(${from}::date, ${to}::date - 1, interval '1 day') d
    ),
    events as (
      select u.id as user_id, e.type, e.at, e.id
      from users u
      cross join lateral (
        select coalesce(max(b.at), ${fromAt}::timestamptz) as since from wear_events b
        where b.user_id = u.id and b.at < ${fromAt}::timestamptz
      ) before
      cross join lateral (
        select e.type, e.at, e.id::text as id from wear_events e
        where e.user_id = u.id and e.at >= before.since and e.at < ${toAt}::timestamptz
      ) e
      where u.role = 'patient' and u.start_date is not null and u.start_date < ${to}::date
    ),
    changes as (
      select user_id, type, at, id,
        lag(type) over (partition by user_id order by at, type desc, id) as previous
      from events
    ),
    effective as (
      select user_id, type, at,
        lead(at) over (partition by user_id order by at, type desc, id) as next_at
      from changes where type <> coalesce(previous, 'in')
    ),
    breaks as (
      select user_id, at as out_at, coalesce(next_at, ${toAt}::timestamptz) as in_at
      from effective where type = 'out'
    ),
    out_per_day as (
      select b.user_id, d.day,
        sum(extract(epoch from least(b.in_at, d.day_end) - greatest(b.out_at, d.day_start)))::float8
          * 1000 as ms
      from breaks b join days d on b.out_at < d.day_end and b.in_at > d.day_start
      group by b.user_id, d.day
    ),
    out_summary as (
      select user_id, array_agg(day::text order by day) as out_days,
        array_agg(ms order by day) as out_ms
      from out_per_day group by user_id
    ),
    logged_summary as (
      select user_id, array_agg(distinct (at at time zone ${timeZone})::date::text) as logged_days
      from events where at >= ${fromAt}::timestamptz group by user_id
    )
    select coalesce(o.user_id, l.user_id) as user_id, o.out_days, o.out_ms, l.logged_days
    from out_summary o full join logged_summary l on l.user_id = o.user_id`;
  // One large analytic query: sorting in memory beats spilling to disk, and compiling it (JIT)
  // costs more than it saves.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    await tx.execute(sql`set local jit = off`);
    return queryRows<{
      user_id: string;
      out_days: string[] | null;
      out_ms: number[] | null;
      logged_days: string[] | null;
    }>(tx as unknown as Db, query);
  });
  const byUser = new Map<string, WearDays>();
  for (const row of rows) {
    const days = row.out_days ?? [];
    const ms = row.out_ms ?? [];
    byUser.set(row.user_id, {
      outMs: new Map(days.map((day, i) => [day, Number(ms[i])])),
      loggedDays: new Set(row.logged_days ?? []),
    });
  }
  return byUser;
}
