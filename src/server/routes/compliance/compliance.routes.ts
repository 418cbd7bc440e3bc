/** /api/compliance: the clinic's board of who needs a call, one row per active or paused patient. */
import { Hono } from 'hono';
import { addDays, type CalendarDate } from '../../../shared/calendar-date';
import {
  compareBoardRows,
  complianceRisk,
  summarizeLateSwitches,
  summarizeOpenIssues,
  summarizeWear,
  wearSummaryDays,
  WEAR_SUMMARY_DAYS,
  type ComplianceRow,
} from '../../../shared/compliance-rules';
import { planFigures } from '../../../shared/treatment-plan';
import { dayStartIn, wearDay } from '../../../shared/wear-rules';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { requireRole } from '../../middleware/auth';
import {
  loadOpenIssues,
  loadPatients,
  loadSwitches,
  loadWearDays,
  type WearDays,
} from './compliance.store';

export function complianceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', requireRole(deps, 'admin'), async (c) => {
    const today = clinicToday(deps);
    const [patients, switches, openIssues, wear] = await Promise.all([
      loadPatients(deps.db),
      loadSwitches(deps.db),
      loadOpenIssues(deps.db),
      loadWearDays(deps.db, addDays(today, -WEAR_SUMMARY_DAYS), today, deps.env.CLINIC_TIMEZONE),
    ]);
    const switchesByUser = groupByUser(switches);
    const now = deps.clock.now();
    const rows: ComplianceRow[] = [];
    for (const patient of patients.rows) {
      const plan = {
        startDate: patient.startDate!,
        aligners: patient.aligners!,
        steps: patient.steps!,
        pauses: patients.pauses.get(patient.id) ?? [],
      };
      const figures = planFigures(plan, today);
      if (figures.status === 'completed') continue;
      const summary = {
        wear7d: wearSummary(plan.startDate, today, wear.get(patient.id), {
          now,
          timeZone: deps.env.CLINIC_TIMEZONE,
        }),
        lateSwitches: summarizeLateSwitches(
          switchesByUser.get(patient.id) ?? [],
          figures.currentAligner,
        ),
        openIssues: summarizeOpenIssues(openIssues.get(patient.id) ?? [], now),
      };
      rows.push({
        _id: patient.id,
        name: patient.name,
        phone: patient.phone ?? '',
        status: figures.status,
        currentAligner: figures.currentAligner,
        aligners: plan.aligners,
        ...summary,
        lastCheckInAt: null,
        risk: complianceRisk(summary),
      });
    }
    return c.json({ patients: rows.sort(compareBoardRows) });
  });
}

/**
 * The week's figures. The database gives each day's break time; the day maths of the wear log
 * turns it into worn minutes (a day's breaks, laid end to end from its midnight, are out the
 * same minutes in total).
 */
function wearSummary(
  startDate: CalendarDate,
  today: CalendarDate,
  wear: WearDays | undefined,
  { now, timeZone }: { now: Date; timeZone: string },
) {
  return summarizeWear(
    wearSummaryDays(startDate, today).map((day) => {
      const outMs = wear?.outMs.get(day) ?? 0;
      const start = dayStartIn(day, timeZone);
      const breaks = outMs > 0 ? [{ start, end: start + outMs }] : [];
      return {
        wornMinutes: wearDay(day, breaks, now, timeZone).wornMinutes,
        logged: wear?.loggedDays.has(day) ?? false,
      };
    }),
  );
}

function groupByUser<T extends { userId: string }>(rows: readonly T[]): Map<string, T[]> {
  const byUser = new Map<string, T[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  return byUser;
}
