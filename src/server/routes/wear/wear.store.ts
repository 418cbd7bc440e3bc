/** Wear-log rows: the idempotent insert, the events a log needs, the open break, the switch. */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { WearEvent } from '../../../shared/wear-rules';
import type { WearEventInput } from '../../../shared/schemas/wear';
import type { Db } from '../../db/database';
import { users, wearEvents } from '../../db/schema';
import type { StoredEvent } from '../../services/wear-day-deltas';

/**
 * Stores the events whose ids are new to this patient and answers them. One
 * statement, so a batch is stored whole or not at all, and an id sent again (also by a request
 * running at the same time) is stored once; another patient's event with the same id is theirs.
 */
export async function insertWearEvents(
  db: Db,
  userId: string,
  events: readonly WearEventInput[],
  receivedAt: Date,
): Promise<StoredEvent[]> {
  const rows = await db
    .insert(wearEvents)
    .values(
      events.map((event) => ({
        id: event.id,
        userId,
        type: event.type,
        at: new Date(event.at),
        receivedAt,
      })),
    )
    .onConflictDoNothing({ target: [wearEvents.userId, wearEvents.id] })
    .returning({ id: wearEvents.id, type: wearEvents.type, at: wearEvents.at });
  return rows.map((row) => ({ id: row.id, type: row.type, time: row.at.getTime() }));
}

/**
 * When the break open at `before` began (or open now, without it): the first `out` after the
 * last `in`. At the same instant an `in` wins, as the wear rules order them.
 */
export async function openBreakStart(db: Db, userId: string, before?: Date): Promise<Date | null> {
  const beforeIso = before?.toISOString();
  const lastIn = sql`(select max(w.at) from wear_events w where w.user_id = ${userId} and w.type = 'in'${
    beforeIso ? sql` and w.at < ${beforeIso}::timestamptz` : sql``
  })`;
  const [row] = await db
    .select({ since: sql<Date | null>`min(${wearEvents.at})`.mapWith(wearEvents.at) })
    .from(wearEvents)
    .where(
      and(
        eq(wearEvents.userId, userId),
        eq(wearEvents.type, 'out'),
        before ? lt(wearEvents.at, before) : undefined,
        sql`${wearEvents.at} > coalesce(${lastIn}, '-infinity'::timestamptz)`,
      ),
    );
  return row?.since ?? null;
}

/** Every event from `from` on, and the `out` of a break already open then: a log's input. */
export async function wearEventsFrom(db: Db, userId: string, from: Date): Promise<WearEvent[]> {
  const openSince = await openBreakStart(db, userId, from);
  return db
    .select({ id: wearEvents.id, type: wearEvents.type, at: wearEvents.at })
    .from(wearEvents)
    .where(and(eq(wearEvents.userId, userId), gte(wearEvents.at, openSince ?? from)))
    .orderBy(asc(wearEvents.at));
}

export async function setBreakReminder(db: Db, userId: string, on: boolean): Promise<void> {
  await db.update(users).set({ wearBreakReminder: on }).where(eq(users.id, userId));
}
