/**
 * /api/wear: the patient's wear log. The phone posts each time the aligners come out or go back
 * in (batches it kept offline too); the log answers per clinic day how long they were worn.
 */
import { Hono, type Context } from 'hono';
import {
  WearEventsSchema,
  WearQuerySchema,
  WearSettingsSchema,
  type WearEventInput,
} from '../../../shared/schemas/wear';
import { todayIn } from '../../../shared/calendar-date';
import {
  dayStartIn,
  firstLogDay,
  wearEventTimeRefusal,
  wearLog,
  type WearLog,
} from '../../../shared/wear-rules';
import {
  WEAR_BATCHES_PER_MINUTE,
  WEAR_EVENTS_PER_DAY,
  WEAR_GOAL_MINUTES,
} from '../../../shared/constants';
import { said } from '../../../shared/messages';
import type { AppDeps, AppEnv } from '../../context';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-error';
import { countHit, enforceLimit, isLimited } from '../../lib/rate-limit';
import { readJson, readQuery } from '../../lib/validate';
import { patientActedFor } from '../../middleware/acting-patient';
import { requireRole, requireUser } from '../../middleware/auth';
import { findPatient } from '../../services/patient-view';
import type { Db } from '../../db/database';
import { refreshWearDays, storedOutSince } from '../../services/wear-days';
import { addToWearDays, lockUpToDateDays } from '../../services/wear-day-deltas';
import { insertWearEvents, openBreakStart, setBreakReminder, wearEventsFrom } from './wear.store';

/** The log of `days` clinic days up to today; no days before the patient has a plan. */
async function loadWearLog(
  deps: AppDeps,
  patient: { id: string; startDate: string | null },
  days: number,
): Promise<WearLog> {
  const now = deps.clock.now();
  const timeZone = deps.env.CLINIC_TIMEZONE;
  if (!patient.startDate) {
    const since = await openBreakStart(deps.db, patient.id);
    return {
      goalMinutes: WEAR_GOAL_MINUTES,
      out: since && { since: since.toISOString() },
      days: [],
    };
  }
  const first = firstLogDay(patient.startDate, todayIn(timeZone, now), days);
  const events = await wearEventsFrom(deps.db, patient.id, new Date(dayStartIn(first, timeZone)));
  return wearLog({ events, startDate: patient.startDate, now, timeZone, days });
}

/**
 * Stores a batch and, in the same transaction, brings the patient's clinic days up to date: the
 * new events added to days already up to date (the work of the events next to them only), else
 * the days worked out again from the earliest change. Answers when the open break began.
 */
async function storeWearEvents(
  deps: AppDeps,
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
function enforceBatchLimit(deps: AppDeps, patientId: string, now: Date): Promise<void> {
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
async function refuseFullDay(deps: AppDeps, patientId: string, now: Date) {
  const full = await isLimited(deps.db, wearEventsKey(patientId), WEAR_EVENTS_PER_DAY, now);
  if (full) throw tooManyEvents(full.retryAfterSeconds);
}

/** Events per day (a fixed window from the first), sent again or not: what the log can hold. */
async function enforceEventLimit(deps: AppDeps, patientId: string, count: number, now: Date) {
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

export function wearRoutes(deps: AppDeps) {
  const patientOnly = requireRole(deps, 'patient');
  const signedIn = requireUser(deps);

  /** A patient reads their own log, a guardian a child's; an admin names the patient. */
  async function logOwner(c: Context<AppEnv>, patientId: string | undefined) {
    if (c.get('user').role !== 'admin') return (await patientActedFor(deps, c, patientId)).patient;
    if (!patientId) throw badRequest('patientId is required');
    return findPatient(deps.db, patientId);
  }

  return new Hono<AppEnv>()
    .get('/', signedIn, async (c) => {
      const { patientId, days } = readQuery(c, WearQuerySchema);
      const patient = await logOwner(c, patientId);
      return c.json(await loadWearLog(deps, patient, days));
    })

    .post('/events', patientOnly, async (c) => {
      const patient = c.get('user');
      const now = deps.clock.now();
      await enforceBatchLimit(deps, patient.id, now);
      await refuseFullDay(deps, patient.id, now);
      const { events } = await readJson(c, WearEventsSchema);
      if (!patient.startDate) throw notFound(/*i18n*/ 'No treatment plan found');
      refuseEventTimes(events, {
        now,
        startDate: patient.startDate,
        timeZone: deps.env.CLINIC_TIMEZONE,
      });
      await enforceEventLimit(deps, patient.id, events.length, now);
      const { accepted, since } = await storeWearEvents(deps, patient.id, events, now);
      return c.json({ accepted, out: since && { since: since.toISOString() } });
    })

    .get('/settings', patientOnly, (c) =>
      c.json({ breakReminder: c.get('user').wearBreakReminder }),
    )

    .put('/settings', patientOnly, async (c) => {
      const { breakReminder } = await readJson(c, WearSettingsSchema);
      await setBreakReminder(deps.db, c.get('user').id, breakReminder);
      return c.json({ breakReminder });
    });
}
