/**
 * The wear log summed per clinic day (`wear_days`), kept for the compliance board. A trigger on
 * `wear_events` marks a patient's days changed from the earliest event stored or deleted; they
 * are worked out again here, with the wear log's own day maths, in the transaction that stored
 * the events (a post) or before they are read (the board, for events written any other way).
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays, isBefore, todayIn, type CalendarDate } from '../../shared/calendar-date';
import {
  dayStartIn,
  outMsWithin,
  wearBreaks,
  type WearBreak,
  type WearEvent,
} from '../../shared/wear-rules';
import { queryRows, type Db } from '../db/database';

/** Patients whose days are worked out in one transaction: bounded statements. */
const REFRESH_CHUNK = 500;

/**
 * Rows as one JSON text: on PGlite each row of an answer costs far more than its bytes, and the
 * board reads tens of thousands.
 */
export async function queryJsonRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [row] = await queryRows<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(t), '[]')::text as rows from (${query}) t`,
  );
  return JSON.parse(row!.rows) as T[];
}

/** When the break open just before `at` began: the first `out` after the last `in` before it. */
const openBreakBefore = (userId: SQL, at: SQL) => sql`(
  select min(o.at) from wear_events o
  where o.user_id = ${userId} and o.type = 'out' and o.at < ${at}
    and o.at > coalesce((
      select max(i.at) from wear_events i
      where i.user_id = ${userId} and i.type = 'in' and i.at < ${at}
    ), '-infinity'))`;

/** A patient whose days are out of date, with the events that make them. */
interface Change {
  userId: string;
  /** Events from this instant on changed; null when every day is to be worked out. */
  changedFrom: Date | null;
  /** The start of the break open just before `changedFrom`: its days change too. */
  openBefore: Date | null;
  events: WearEvent[];
}

/**
 * Locks the state of those of `userIds` whose days are out of date (events changed, or worked
 * out in another time zone), and reads the events their days are worked out from. The lock is
 * the one the trigger takes when a post stores events: a refresh and a post of one patient run
 * one after the other.
 *
 * The events start at the `out` of a break open then, or at a moment at least a clinic day (26 h
 * covers a day that gains an hour) before the changed event or the start of the break open just
 * before it: the first day to work out again begins after it, whatever the zone's midnight.
 */
async function lockChanges(tx: Db, userIds: readonly string[], timeZone: string) {
  const rows = await queryRows<{
    user_id: string;
    changed_from: Date | string | null;
    open_before: Date | string | null;
    events: string | null;
  }>(
    tx,
    sql`
    with changed as (
      select s.user_id,
        case when s.time_zone = ${timeZone} then s.changed_from else '-infinity' end as changed_from
      from wear_states s
      where s.user_id = any(array(select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)))
        and (s.changed_from is not null or s.time_zone is distinct from ${timeZone})
      for update of s
    ),
    bounds as (
      select c.user_id, c.changed_from, open.before as open_before,
        coalesce(open.before, c.changed_from) - interval '26 hours' as load_from
      from changed c
      cross join lateral (select ${openBreakBefore(sql`c.user_id`, sql`c.changed_from`)} as before) open
    )
    select b.user_id, b.changed_from, b.open_before, string_agg(
      e.type || ' ' || floor(extract(epoch from e.at) * 1000)::bigint || ' ' || e.id, ','
    ) as events
    from bounds b
    cross join lateral (
      select ${openBreakBefore(sql`b.user_id`, sql`b.load_from`)} as since
    ) open
    left join lateral (
      select e.id, e.type, e.at from wear_events e
      where e.user_id = b.user_id and e.at >= coalesce(open.since, b.load_from)
      offset 0 -- kept apart, so each patient's events are an index range, never a table scan
    ) e on true
    group by b.user_id, b.changed_from, b.open_before`,
  );
  return rows.map((row): Change => ({
    userId: row.user_id,
    changedFrom: isFiniteTime(row.changed_from) ? new Date(row.changed_from!) : null,
    openBefore: row.open_before === null ? null : new Date(row.open_before),
    events: parseEvents(row.events),
  }));
}

/** `-infinity` (every day) arrives as text or an invalid date, depending on the driver. */
function isFiniteTime(at: Date | string | null): boolean {
  return at !== null && Number.isFinite(new Date(at).getTime());
}

/** Events as `lockChanges` packs them: one text per patient (rows cost more than bytes). */
function parseEvents(packed: string | null): WearEvent[] {
  if (!packed) return [];
  return packed.split(',').map((text) => {
    const [type, at, id] = text.split(' ');
    return { type: type as WearEvent['type'], at: new Date(Number(at)), id: id! };
  });
}

/** The clinic day to work out again from; null for all of them. */
function firstChangedDay(change: Change, timeZone: string): CalendarDate | null {
  if (!change.changedFrom) return null;
  const from = Math.min(change.changedFrom.getTime(), change.openBefore?.getTime() ?? Infinity);
  return todayIn(timeZone, new Date(from));
}

interface DayRow {
  user_id: string;
  day: CalendarDate;
  out_ms: number;
  logged: boolean;
}

/**
 * The rows of `fromDay` … the day of the last event (from the first event's day when `fromDay`
 * is null): ended breaks' time out and whether anything was logged; empty days are left out.
 */
function dayRows(
  userId: string,
  events: readonly WearEvent[],
  breaks: readonly WearBreak[],
  fromDay: CalendarDate | null,
  timeZone: string,
): DayRow[] {
  const times = events.map((event) => new Date(event.at).getTime()).sort((a, b) => a - b);
  const last = times.at(-1);
  if (last === undefined) return [];
  const ended = breaks.filter((brk) => brk.end !== null);
  const lastDay = todayIn(timeZone, new Date(last));
  const rows: DayRow[] = [];
  let next = 0; // the first event not yet placed in a day
  for (
    let day = fromDay ?? todayIn(timeZone, new Date(times[0]!));
    !isBefore(lastDay, day);
    day = addDays(day, 1)
  ) {
    const start = dayStartIn(day, timeZone);
    const end = dayStartIn(addDays(day, 1), timeZone);
    while (next < times.length && times[next]! < start) next += 1;
    const logged = next < times.length && times[next]! < end;
    const outMs = outMsWithin(ended, start, end, end);
    if (outMs > 0 || logged) rows.push({ user_id: userId, day, out_ms: outMs, logged });
  }
  return rows;
}

/** Replaces the patients' rows from their first changed day on, and marks them up to date. */
async function storeDays(
  tx: Db,
  timeZone: string,
  scopes: { user_id: string; from_day: CalendarDate | null; out_since: string | null }[],
  rows: DayRow[],
) {
  // The patients are looked up by key (`= any`): the planner cannot tell how few they are.
  await tx.execute(sql`
    with scope as (
      select * from jsonb_to_recordset(${JSON.stringify(scopes)}::jsonb)
        as s(user_id text, from_day date, out_since timestamptz)
    ),
    fresh as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(user_id text, day date, out_ms integer, logged boolean)
    ),
    removed as (
      delete from wear_days w using scope s
      where w.user_id = any(array(select user_id from scope)) and w.user_id = s.user_id
        and w.day >= coalesce(s.from_day, '-infinity'::date)
        and not exists (select 1 from fresh f where f.user_id = w.user_id and f.day = w.day)
    ),
    stored as (
      insert into wear_days (user_id, day, out_ms, logged)
      select user_id, day, out_ms, logged from fresh
      on conflict (user_id, day) do update set out_ms = excluded.out_ms, logged = excluded.logged
    )
    update wear_states w set out_since = s.out_since, time_zone = ${timeZone}, changed_from = null
    from scope s where w.user_id = any(array(select user_id from scope)) and w.user_id = s.user_id`);
}

/**
 * Works out again the days of those of `userIds` whose events changed, inside the caller's
 * transaction. Answers when each refreshed patient's open break began (null: none open).
 */
export async function refreshWearDays(
  tx: Db,
  userIds: readonly string[],
  timeZone: string,
): Promise<Map<string, Date | null>> {
  const refreshed = new Map<string, Date | null>();
  const changes = await lockChanges(tx, userIds, timeZone);
  if (changes.length === 0) return refreshed;
  const rows: DayRow[] = [];
  const scopes = changes.map((change) => {
    const fromDay = firstChangedDay(change, timeZone);
    const breaks = wearBreaks(change.events);
    rows.push(...dayRows(change.userId, change.events, breaks, fromDay, timeZone));
    const last = breaks.at(-1);
    const outSince = last && last.end === null ? new Date(last.start) : null;
    refreshed.set(change.userId, outSince);
    return {
      user_id: change.userId,
      from_day: fromDay,
      out_since: outSince?.toISOString() ?? null,
    };
  });
  await storeDays(tx, timeZone, scopes, rows);
  return refreshed;
}

/** When the patient's open break began, as stored (their days being up to date). */
export async function storedOutSince(db: Db, userId: string): Promise<Date | null> {
  const [row] = await queryRows<{ out_since: Date | string | null }>(
    db,
    sql`select out_since from wear_states where user_id = ${userId}`,
  );
  return row?.out_since ? new Date(row.out_since) : null;
}

/**
 * Brings every patient's days up to date (each chunk in its own transaction): the board calls it
 * before reading them, for events not written by a post (a seed, a restore, the log from before
 * the days were kept), or a change of the clinic's time zone. Usually there is nothing to do.
 */
export async function refreshAllWearDays(db: Db, timeZone: string): Promise<void> {
  const stale = await queryRows<{ user_id: string }>(
    db,
    sql`select user_id from wear_states
        where changed_from is not null or time_zone is distinct from ${timeZone}`,
  );
  for (let i = 0; i < stale.length; i += REFRESH_CHUNK) {
    const chunk = stale.slice(i, i + REFRESH_CHUNK).map((row) => row.user_id);
    await db.transaction((tx) => refreshWearDays(tx as unknown as Db, chunk, timeZone));
  }
}

/** A patient's wear over the board's days: ended breaks' time per day, and the days logged. */
export interface StoredWear {
  /** Milliseconds out in ended breaks, by clinic day (days without are absent). */
  outMs: Map<CalendarDate, number>;
  loggedDays: Set<CalendarDate>;
  /** When the break still open began (epoch ms). */
  outSince: number | null;
}

/**
 * Every patient's stored days `from` … `to` − 1 and open break, keyed by patient. The answer is
 * one text (tens of thousands of days: packed, it costs PGlite a fraction of rows or JSON):
 * `user out_since_ms|- day:out_ms:logged,…` per patient (ids are UUIDs), `;` between, days
 * counted from `from`.
 */
export async function loadStoredWear(
  db: Db,
  from: CalendarDate,
  to: CalendarDate,
): Promise<Map<string, StoredWear>> {
  const [row] = await queryRows<{ packed: string | null }>(
    db,
    sql`
    select string_agg(
      s.user_id || ' ' || coalesce(floor(extract(epoch from s.out_since) * 1000)::text, '-')
        || ' ' || coalesce(d.days, ''),
      ';'
    ) as packed
    from wear_states s
    left join (
      select user_id, string_agg((day - ${from}::date) || ':' || out_ms || ':' || logged::int, ',')
        as days
      from wear_days where day >= ${from}::date and day < ${to}::date
      group by user_id
    ) d on d.user_id = s.user_id
    where s.out_since is not null or d.days is not null`,
  );
  const byUser = new Map<string, StoredWear>();
  const dates: CalendarDate[] = [];
  const dateAt = (offset: number) => (dates[offset] ??= addDays(from, offset));
  for (const patient of row?.packed?.split(';') ?? []) {
    const [userId, outSince, days] = patient.split(' ');
    const wear: StoredWear = {
      outMs: new Map(),
      loggedDays: new Set(),
      outSince: outSince === '-' ? null : Number(outSince),
    };
    for (const packed of days ? days.split(',') : []) {
      const [offset, outMs, logged] = packed.split(':').map(Number);
      const day = dateAt(offset!);
      if (outMs! > 0) wear.outMs.set(day, outMs!);
      if (logged === 1) wear.loggedDays.add(day);
    }
    byUser.set(userId!, wear);
  }
  return byUser;
}
