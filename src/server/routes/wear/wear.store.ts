/** Wear-log rows: the events a log needs, the open break, the switch (stored by services/wear-events). */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { WearEvent } from '../../../shared/wear-rules';
import type { Db } from '../../db/database';
import { users, wearEvents } from '../../db/schema';

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
