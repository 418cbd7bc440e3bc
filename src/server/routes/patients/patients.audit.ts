/** The audit trail's record of an admin change to a patient: old and new values, never a password. */
import { PATIENT_FIELDS } from '../../../shared/schemas/patient';
import type { Db } from '../../db/database';
import type { AuditActor } from '../../services/audit';
import { changedFields, recordAudit } from '../../services/audit';
import type { UserRow } from '../../services/patient-view';

/** The fields whose old and new values are recorded; of the password, only that it changed. */
const AUDITED_FIELDS = [...PATIENT_FIELDS, 'disabledAt'] as const;

const blank = (row: UserRow): UserRow => ({
  ...row,
  ...Object.fromEntries(AUDITED_FIELDS.map((field) => [field, null])),
  passwordHash: null,
});

/**
 * Records a register (no `before`) or an edit in the caller's transaction. A delete records no
 * personal data: the erasure writes its own event.
 */
export async function auditPatientChange(
  tx: Db,
  change: {
    actor: AuditActor;
    action: 'patient.register' | 'patient.update';
    before?: UserRow;
    after: UserRow;
    at: Date;
  },
): Promise<void> {
  const { before, after } = change;
  await recordAudit(tx, {
    actor: change.actor,
    action: change.action,
    patientId: after.id,
    changes: changedFields(before ?? blank(after), after, AUDITED_FIELDS, ['passwordHash']),
    at: change.at,
  });
}
