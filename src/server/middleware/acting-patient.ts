/**
 * The patient a request acts for (docs/design.md §12), decided here and nowhere else: the
 * signed-in patient themselves, or, when the request names `patientId`, that patient if the
 * caller is their parent or guardian and they are under 18 on the clinic's today (so access
 * ends by itself on the 18th birthday). Anything else is a 403: an admin (whose routes name
 * patients their own way), a guardian naming nobody, or anyone naming someone not theirs.
 */
import type { Context } from 'hono';
import type { Said } from '../../shared/messages';
import type { Pause } from '../../shared/treatment-plan';
import { clinicToday, type AppDeps, type AppEnv } from '../context';
import { forbidden } from '../lib/http-error';
import type { AuditAction } from '../../shared/schemas/audit';
import { recordAudit } from '../services/audit';
import { isGuardianOfMinor } from '../services/guardians';
import { findPatient, loadPauses } from '../services/patient-view';
import type { SessionUser } from '../services/sessions';

export interface ActingFor {
  patient: SessionUser;
  pauses: Pause[];
  /** The parent or guardian acting for the patient; null when the patient acts themselves. */
  guardian: SessionUser | null;
}

export async function patientActedFor(
  deps: AppDeps,
  c: Context<AppEnv>,
  patientId: string | undefined,
  refusal?: string | Said,
): Promise<ActingFor> {
  const caller = c.get('user');
  if (caller.role === 'admin') throw forbidden(refusal);
  if (!patientId || patientId === caller.id) {
    if (caller.role !== 'patient') throw forbidden(refusal);
    return { patient: caller, pauses: c.get('userPauses'), guardian: null };
  }
  if (!(await isGuardianOfMinor(deps.db, caller.id, patientId, clinicToday(deps)))) {
    deps.logger.warn('authorization failed', { userId: caller.id, path: c.req.path });
    throw forbidden(refusal);
  }
  const patient = await findPatient(deps.db, patientId);
  return { patient, pauses: await loadPauses(deps.db, patient.id), guardian: caller };
}

/** A guardian's action for a child, in the audit trail (a patient's own are not recorded). */
export async function auditGuardianAction(
  deps: AppDeps,
  acting: ActingFor,
  action: AuditAction,
): Promise<void> {
  if (!acting.guardian) return;
  await recordAudit(deps.db, {
    actor: acting.guardian,
    action,
    patientId: acting.patient.id,
    at: deps.clock.now(),
  });
}
