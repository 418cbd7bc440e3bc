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
import { dayStartIn, wearDay, type WearBreak } from '../../../shared/wear-rules';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { requireRole } from '../../middleware/auth';
import { checkInTimes } from '../../services/check-ins';
import { loadStoredWear, refreshAllWearDays, type StoredWear } from '../../services/wear-days';
import { loadOpenIssues, loadPatients, loadSwitches } from './compliance.store';

export function complianceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', requireRole(deps, 'admin'), async (c) => {
    const today = clinicToday(deps);
    const timeZone = deps.env.CLINIC_TIMEZONE;
    const openIssuesLoad = loadOpenIssues(deps.db);
    const wearLoad = refreshAllWearDays(deps.db, timeZone).then(() =>
      loadStoredWear(deps.db, addDays(today, -WEAR_SUMMARY_DAYS), today),
    );
    const patients = await loadPatients(deps.db);
    const plans = patients.rows.flatMap((patient) => {
      const plan = {
        startDate: patient.startDate,
        aligners: patient.aligners,
        steps: patient.steps,
        pauses: patients.pauses.get(patient.id) ?? [],
      };
      const figures = planFigures(plan, today);
      return figures.status === 'completed' ? [] : [{ patient, plan, figures }];
    });
    const [switches, openIssues, wear, checkIns] = await Promise.all([
      loadSwitches(
        deps.db,
        plans.map(({ patient, figures }) => ({
          userId: patient.id,
          aligner: figures.currentAligner,
        })),
      ),
      openIssuesLoad,
      wearLoad,
      checkInTimes(
        deps.db,
        plans.map(({ patient }) => patient.id),
      ),
    ]);
    const switchesByUser = groupByUser(switches);
    const now = deps.clock.now();
    const rows = plans.map(({ patient, plan, figures }): ComplianceRow => {
      const summary = {
        wear7d: wearSummary(plan.startDate, today, wear.get(patient.id), { now, timeZone }),
        lateSwitches: summarizeLateSwitches(
          switchesByUser.get(patient.id) ?? [],
          figures.currentAligner,
        ),
        openIssues: summarizeOpenIssues(openIssues.get(patient.id) ?? [], now),
        reviewWaitingSince: checkIns.get(patient.id)?.reviewWaitingSince?.toISOString() ?? null,
      };
      return {
        _id: patient.id,
        name: patient.name,
        phone: patient.phone ?? '',
        status: figures.status as ComplianceRow['status'],
        currentAligner: figures.currentAligner,
        aligners: plan.aligners,
        ...summary,
        lastCheckInAt: checkIns.get(patient.id)?.last.toISOString() ?? null,
        risk: complianceRisk(summary),
      };
    });
    return c.json({ patients: rows.sort(compareBoardRows) });
  });
}

/**
 * The week's figures. The stored days give each day's time out in ended breaks, laid end to end
 * from its midnight (the same minutes in total), and whether an event fell in it; the break
 * still open, if any, is added as it is, and the wear log's day maths turns both into worn
 * minutes (null for a day not logged).
 */
function wearSummary(
  startDate: CalendarDate,
  today: CalendarDate,
  wear: StoredWear | undefined,
  { now, timeZone }: { now: Date; timeZone: string },
) {
  const open: WearBreak[] = wear?.outSince != null ? [{ start: wear.outSince, end: null }] : [];
  return summarizeWear(
    wearSummaryDays(startDate, today).map((day) => {
      const outMs = wear?.outMs.get(day) ?? 0;
      const start = dayStartIn(day, timeZone);
      const ended = outMs > 0 ? [{ start, end: start + outMs }] : [];
      const breaks = [...ended, ...open].sort((a, b) => a.start - b.start);
      const hasEvent = wear?.loggedDays.has(day) ?? false;
      return { wornMinutes: wearDay(day, breaks, now, timeZone, hasEvent).wornMinutes, hasEvent };
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
