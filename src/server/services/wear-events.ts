/**
 * Taking wear-log events (docs/design.md §6): the rules, caps and idempotency of
 * POST /api/wear/events, also used by the WhatsApp "back in" button. An event's id is stored
 * once per patient, so a batch sent again (or a message delivered again) adds nothing.
 */
import type { WearEventInput } from '../../shared/schemas/wear';
import { wearEventTimeRefusal } from '../../shared/wear-rules';
import { WEAR_BATCHES_PER_MINUTE, WEAR_EVENTS_PER_DAY } from '../../shared/constants';
import { said } from '../../shared/messages';
import type { AppDeps } from '../context';
import type { Db } from '../db/database';
import { wearEvents } from '../db/schema';
import { badRequest, notFound, tooManyRequests } from '../lib/http-error';
import { countHit, enforceLimit, isLimited } from '../lib/rate-limit';
import { refreshWearDays, storedOutSince } from './wear-days';
import { addToWearDays, lockUpToDateDays, type StoredEvent } from './wear-day-deltas';

type WearDeps = Pick<AppDeps, 'db' | 'env'>;

/**
 * Stores the events whose ids are new to this patient and answers them. One
 * statement, so a batch is stored whole or not at all, and an id sent again (also by a request
 * running at the same time) is stored once; another patient's event with the same id is theirs.
 */
async function insertWearEvents(
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
 * Stores a batch and, in the same transaction, brings the patient's clinic days up to date: the
 * new events added to days already up to date (the work of the events next to them only), else
 * the days worked out again from the earliest change. Answers when the open break began.
 */
async function storeWearEvents(
  deps: WearDeps,
  userId: string,
  events: readonly WearEventInput[],
  now: Date,
): Promise<{ accepted: number; since: Date | null }> {
  const timeZone = deps.env.CLINIC_TIMEZONE;
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const upToDate = await lockUpToDateDays(tx, userId, timeZone);
    const added = await insertWearEvents(tx, userId, events, now);
    const accepted = added.length;
    if (upToDate) {
      const since = accepted
        ? await addToWearDays(tx, userId, added, timeZone)
        : await storedOutSince(tx, userId);
      return { accepted, since };
    }
    const refreshed = await refreshWearDays(tx, [userId], timeZone);
    const since = refreshed.has(userId) ? refreshed.get(userId)! : await storedOutSince(tx, userId);
    return { accepted, since };
  });
}

/**
 * Batches per minute, counted before the body is read: a script posting without pause is
 * refused before any of its work (docs/security.md 34b).
 */
function enforceBatchLimit(deps: WearDeps, patientId: string, now: Date): Promise<void> {
  return enforceLimit(
    deps.db,
    `wear-batches:user:${patientId}`,
    { max: WEAR_BATCHES_PER_MINUTE, windowSeconds: 60 },
    now,
    said(
      /*i18n*/ 'More than {max} wear-log updates in a minute: the app sends them again shortly',
      {
        max: WEAR_BATCHES_PER_MINUTE,
      },
    ),
  );
}

const wearEventsKey = (patientId: string) => `wear-events:user:${patientId}`;
const tooManyEvents = (retryAfterSeconds: number) =>
  tooManyRequests(
    retryAfterSeconds,
    said(/*i18n*/ 'More than {max} wear events in a day: the app sends the rest later', {
      max: WEAR_EVENTS_PER_DAY,
    }),
  );

/** A day already full is refused before the body is read and checked. */
async function refuseFullDay(deps: WearDeps, patientId: string, now: Date) {
  const full = await isLimited(deps.db, wearEventsKey(patientId), WEAR_EVENTS_PER_DAY, now);
  if (full) throw tooManyEvents(full.retryAfterSeconds);
}

/** Events per day (a fixed window from the first), sent again or not: what the log can hold. */
async function enforceEventLimit(deps: WearDeps, patientId: string, count: number, now: Date) {
  const hit = await countHit(deps.db, wearEventsKey(patientId), 24 * 60 * 60, now, count);
  if (hit.count > WEAR_EVENTS_PER_DAY) throw tooManyEvents(hit.retryAfterSeconds);
}

/** The whole batch is refused for one event the log cannot take, naming that event. */
function refuseEventTimes(
  events: readonly WearEventInput[],
  rules: Parameters<typeof wearEventTimeRefusal>[1],
): void {
  const issues = events.flatMap((event, index) => {
    const refusal = wearEventTimeRefusal(event.at, rules);
    return refusal ? [{ path: `events.${index}.at`, message: refusal }] : [];
  });
  const first = issues[0];
  if (first) throw badRequest(first.message, issues);
}

/** The limits checked before a batch's body is read. */
export async function refuseBeforeReading(deps: WearDeps, patientId: string, now: Date) {
  await enforceBatchLimit(deps, patientId, now);
  await refuseFullDay(deps, patientId, now);
}

/**
 * Takes a patient's events: refused whole (HttpError) when the patient has no plan, one event's
 * time is not one the log can take, or the day's cap is passed. Answers how many were new and
 * when the open break began.
 */
export async function acceptWearEvents(
  deps: WearDeps,
  patient: { id: string; startDate: string | null },
  events: readonly WearEventInput[],
  now: Date,
): Promise<{ accepted: number; since: Date | null }> {
  if (!patient.startDate) throw notFound(/*i18n*/ 'No treatment plan found');
  refuseEventTimes(events, {
    now,
    startDate: patient.startDate,
    timeZone: deps.env.CLINIC_TIMEZONE,
  });
  await enforceEventLimit(deps, patient.id, events.length, now);
  return storeWearEvents(deps, patient.id, events, now);
}
