/**
 * Recording an aligner switch (docs/design.md §2 "Aligner switches"): the NFC tap and the
 * WhatsApp "Switched" button both come here, so both hold the same rules: only today's aligner,
 * not while paused, once.
 */
import type { AlignerSwitch } from '../../shared/api-types';
import { lateByDays, type PlanSummary } from '../../shared/treatment-plan';
import { said } from '../../shared/messages';
import { clinicToday, type AppDeps } from '../context';
import { alignerSwitches } from '../db/schema';
import { conflict, notFound } from '../lib/http-error';
import { dueDateOfSwitch } from './aligner-switch-rules';
import { loadPauses, planOf, type PatientRow } from './patient-view';

type SwitchRow = typeof alignerSwitches.$inferSelect;

export const toAlignerSwitch = (row: SwitchRow): AlignerSwitch => ({
  aligner: row.aligner,
  switchedOn: row.switchedOn,
  dueOn: row.dueOn,
  lateByDays: lateByDays(row.dueOn, row.switchedOn),
});

/**
 * Records that the patient put aligner `aligner` in today; answers the switch and the plan it
 * was checked against. Throws (HttpError, in the reader's words) when the rules refuse it:
 * no plan, paused, not today's aligner, or already confirmed (also under races).
 */
export async function recordAlignerSwitch(
  deps: Pick<AppDeps, 'db' | 'clock' | 'env'>,
  patient: PatientRow,
  aligner: number,
): Promise<{ alignerSwitch: AlignerSwitch; plan: PlanSummary }> {
  const today = clinicToday(deps);
  const plan = planOf(patient, await loadPauses(deps.db, patient.id), today);
  if (!plan) throw notFound(/*i18n*/ 'No treatment plan found');
  const dueOn = dueDateOfSwitch(plan, aligner);
  const [row] = await deps.db
    .insert(alignerSwitches)
    .values({ userId: patient.id, aligner, dueOn, switchedOn: today, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw conflict(said(/*i18n*/ 'You have already confirmed aligner {aligner}', { aligner }));
  }
  return { alignerSwitch: toAlignerSwitch(row), plan };
}
