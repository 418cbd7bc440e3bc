/**
 * /api/wear: the patient's wear log. The phone posts each time the aligners come out or go back
 * in (batches it kept offline too); the log answers per clinic day how long they were worn.
 */
import { Hono, type Context } from 'hono';
import {
  WearEventsSchema,
  WearQuerySchema,
  WearSettingsSchema,
} from '../../../shared/schemas/wear';
import { todayIn } from '../../../shared/calendar-date';
import { dayStartIn, firstLogDay, wearLog, type WearLog } from '../../../shared/wear-rules';
import { WEAR_GOAL_MINUTES } from '../../../shared/constants';
import type { AppDeps, AppEnv } from '../../context';
import { badRequest } from '../../lib/http-error';
import { readJson, readQuery } from '../../lib/validate';
import { patientActedFor } from '../../middleware/acting-patient';
import { requireRole, requireUser } from '../../middleware/auth';
import { findPatient } from '../../services/patient-view';
import { acceptWearEvents, refuseBeforeReading } from '../../services/wear-events';
import { openBreakStart, setBreakReminder, wearEventsFrom } from './wear.store';

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
      await refuseBeforeReading(deps, patient.id, now);
      const { events } = await readJson(c, WearEventsSchema);
      const { accepted, since } = await acceptWearEvents(deps, patient, events, now);
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
