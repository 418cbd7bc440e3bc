/**
 * A post's change to `wear_days`, worked out from the events next to the new ones only, so a
 * batch costs the same whatever the size of the log (docs/security.md 34b).
 *
 * In time order, the aligners are out between two neighbouring events exactly when the first is
 * an `out` (a double tap changes nothing, so the state after an event is its type). A day's
 * `out_ms` is then the sum of those gaps inside it, counting only gaps up to the last `in` (after
 * it, the break is still open and kept as `wear_states.out_since`). A new event replaces the gap
 * between its old neighbours by two; a new last `in` also ends the break that was open. Those
 * gaps are all that change.
 */
import { sql } from 'drizzle-orm';
import { addDays, todayIn, type CalendarDate } from '../../shared/calendar-date';
import { compareEvents, dayStartIn } from '../../shared/wear-rules';
import type { WearEventType } from '../../shared/constants';
import { queryRows, type Db } from '../db/database';

/** An event as the database keeps it: `time` in epoch ms, `id` as PostgreSQL prints the UUID. */
export interface StoredEvent {
  id: string;
  type: WearEventType;
  time: number;
}

/**
 * Locks the patient's wear state (the lock the trigger on `wear_events` takes) and answers
 * whether their days are up to date in this time zone: only then can a batch be added to them.
 */
export async function lockUpToDateDays(tx: Db, userId: string, timeZone: string) {
  const [row] = await queryRows<{ up_to_date: boolean }>(
    tx,
    sql`select changed_from is null and time_zone = ${timeZone} as up_to_date
        from wear_states where user_id = ${userId} for update`,
  );
  return row?.up_to_date === true;
}

const packedEvents = (where: ReturnType<typeof sql>) => sql`
  select coalesce(string_agg(
    e.type || ' ' || floor(extract(epoch from e.at) * 1000)::bigint || ' ' || e.id, ','
  ), '') as events
  from wear_events e where ${where}`;

/** The batch's ids as a uuid array (one parameter, whatever the batch's size). */
const idArray = (events: readonly StoredEvent[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(events.map((e) => e.id))}::jsonb)::uuid)`;

function unpack(packed: string): StoredEvent[] {
  if (!packed) return [];
  return packed.split(',').map((text) => {
    const [type, time, id] = text.split(' ');
    return { type: type as WearEventType, time: Number(time), id: id! };
  });
}

/**
 * The events stored before the batch that the new ones fall between (with any at the same
 * instants), and the last `in` before the batch. Every probe is a range of the (user, time)
 * index, so the answer does not grow with the log.
 */
async function loadNeighbours(tx: Db, userId: string, added: readonly StoredEvent[]) {
  const times = JSON.stringify(added.map((event) => new Date(event.time).toISOString()));
  const old = sql`e.user_id = ${userId} and e.id <> all(${idArray(added)})`;
  const [row] = await queryRows<{ events: string; last_in: string }>(
    tx,
    sql`
    with added as (
      select at::timestamptz from jsonb_array_elements_text(${times}::jsonb) as t(at)
    ),
    windows as (
      select
        coalesce((select max(e.at) from wear_events e where ${old} and e.at < a.at), a.at) as from_at,
        coalesce((select min(e.at) from wear_events e where ${old} and e.at > a.at), a.at) as to_at
      from added a
    ),
    near as (
      select distinct e.id from windows w
      cross join lateral (
        select e.id from wear_events e where ${old} and e.at >= w.from_at and e.at <= w.to_at
      ) e
    )
    select
      (${packedEvents(sql`e.id in (select id from near)`)}) as events,
      (${packedEvents(sql`e.id = (
        select e.id from wear_events e where ${old} and e.type = 'in'
        order by e.at desc, e.id desc limit 1)`)}) as last_in`,
  );
  return { near: unpack(row!.events), lastIn: unpack(row!.last_in)[0] ?? null };
}

/** The events stored before the batch from `from` (all when null) up to `to`: a break's. */
async function loadOldBetween(
  tx: Db,
  userId: string,
  added: readonly StoredEvent[],
  from: StoredEvent | null,
  to: StoredEvent,
) {
  const [row] = await queryRows<{ events: string }>(
    tx,
    packedEvents(sql`e.user_id = ${userId} and e.id <> all(${idArray(added)})
      and e.at >= ${from ? new Date(from.time).toISOString() : '-infinity'}::timestamptz
      and e.at <= ${new Date(to.time).toISOString()}::timestamptz`),
  );
  return unpack(row!.events);
}

/** Milliseconds out per clinic day. */
type DayDeltas = Map<CalendarDate, number>;

/** Adds `sign` × the gap [from, to) to the days it covers, split at the clinic's midnights. */
function addGap(deltas: DayDeltas, from: number, to: number, sign: number, timeZone: string) {
  for (let start = from; start < to;) {
    const day = todayIn(timeZone, new Date(start));
    const end = Math.min(to, dayStartIn(addDays(day, 1), timeZone));
    deltas.set(day, (deltas.get(day) ?? 0) + sign * (end - start));
    start = end;
  }
}

const isAtOrBefore = (event: StoredEvent, last: StoredEvent | null) =>
  last !== null && compareEvents(event, last) <= 0;

const lastIn = (events: readonly StoredEvent[], before: StoredEvent | null) =>
  events.reduce<StoredEvent | null>(
    (last, event) => (event.type === 'in' && !isAtOrBefore(event, last) ? event : last),
    before,
  );

/**
 * The change of each day's `out_ms` that the `added` events make, given the old events around
 * them (`old`: each new event's neighbours, and every old event of a break the batch ends) and
 * the last `in` before and after the batch.
 */
function dayDeltas(
  old: readonly StoredEvent[],
  added: readonly StoredEvent[],
  lastInBefore: StoredEvent | null,
  timeZone: string,
): DayDeltas {
  const lastInAfter = lastIn(added, lastInBefore);
  const isNew = new Set(added.map((event) => event.id));
  const merged = [...new Map([...old, ...added].map((e) => [e.id, e])).values()].sort(
    compareEvents,
  );
  const deltas: DayDeltas = new Map();
  // A gap counts when the aligners were out and the break has ended by its end.
  const gap = (from: StoredEvent, to: StoredEvent, sign: number, last: StoredEvent | null) => {
    if (from.type === 'out' && isAtOrBefore(to, last)) {
      addGap(deltas, from.time, to.time, sign, timeZone);
    }
  };
  for (let i = 0; i < merged.length; i++) {
    const [before, here] = [merged[i - 1], merged[i]!];
    if (!before) continue;
    if (isNew.has(here.id) || isNew.has(before.id)) {
      gap(before, here, 1, lastInAfter); // a gap the batch made
    } else if (!isAtOrBefore(here, lastInBefore)) {
      gap(before, here, 1, lastInAfter); // an old gap of the break the batch ended
    }
  }
  // The old gaps the new events split: each run of new events between two old ones.
  for (let i = 0; i < merged.length; i++) {
    if (!isNew.has(merged[i]!.id)) continue;
    let end = i;
    while (end + 1 < merged.length && isNew.has(merged[end + 1]!.id)) end += 1;
    const [from, to] = [merged[i - 1], merged[end + 1]];
    if (from && to) gap(from, to, -1, lastInBefore);
    i = end;
  }
  return deltas;
}

/**
 * Adds the `added` events (stored in this transaction, the patient's days up to date before
 * them) to the patient's days, and marks them up to date. Answers when the open break began.
 */
export async function addToWearDays(
  tx: Db,
  userId: string,
  added: readonly StoredEvent[],
  timeZone: string,
): Promise<Date | null> {
  const { near, lastIn: lastInBefore } = await loadNeighbours(tx, userId, added);
  const lastInAfter = lastIn(added, lastInBefore);
  // A new last `in` ends the break open before the batch: its old events are needed too.
  const ended =
    lastInAfter && lastInAfter !== lastInBefore
      ? await loadOldBetween(tx, userId, added, lastInBefore, lastInAfter)
      : [];
  const deltas = dayDeltas([...near, ...ended], added, lastInBefore, timeZone);
  const loggedDays = new Set(added.map((event) => todayIn(timeZone, new Date(event.time))));
  const rows = [...new Set([...deltas.keys(), ...loggedDays])].map((day) => ({
    day,
    out_ms: deltas.get(day) ?? 0,
    logged: loggedDays.has(day),
  }));
  await tx.execute(sql`
    insert into wear_days (user_id, day, out_ms, logged)
    select ${userId}, day, out_ms, logged
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(day date, out_ms integer, logged boolean)
    on conflict (user_id, day) do update
    set out_ms = wear_days.out_ms + excluded.out_ms, logged = wear_days.logged or excluded.logged`);
  // A day no longer inside a break and without events is left out, as a full refresh does.
  await tx.execute(sql`
    delete from wear_days where user_id = ${userId} and out_ms = 0 and not logged
      and day = any(array(
        select jsonb_array_elements_text(${JSON.stringify(rows.map((row) => row.day))}::jsonb)::date
      ))`);
  const [state] = await queryRows<{ out_since: Date | string | null }>(
    tx,
    sql`update wear_states set changed_from = null, out_since = (
          select min(o.at) from wear_events o
          where o.user_id = ${userId} and o.type = 'out' and o.at > coalesce((
            select max(i.at) from wear_events i where i.user_id = ${userId} and i.type = 'in'
          ), '-infinity'))
        where user_id = ${userId} returning out_since`,
  );
  return state?.out_since ? new Date(state.out_since) : null;
}
