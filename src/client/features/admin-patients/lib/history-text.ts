/** How the admin's patient view words one audit event: who, what, when (en-IN). */
import type { AuditEvent } from '../../../../shared/api-types';
import { AUDIT_REDACTED, type AuditAction } from '../../../../shared/schemas/audit';

const ACTIONS: Record<AuditAction, string> = {
  'patient.register': 'Registered the patient',
  'patient.update': 'Updated',
  'patient.delete': 'Deleted the patient',
  'issue.close': 'Closed an issue',
  'pause.resume-date': 'Changed the resume date',
  'sign-in.password': 'Signed in with email and password',
  'sign-in.password.failed': 'Failed to sign in with email and password',
  'sign-in.code': 'Signed in with a WhatsApp code',
  'sign-in.code.failed': 'Failed to sign in with a WhatsApp code',
  'sign-in.passkey': 'Signed in with a passkey',
  'sign-in.passkey.failed': 'Failed to sign in with a passkey',
  'passkey.add': 'Added a passkey',
  'passkey.remove': 'Removed a passkey',
  'passkey.rename': 'Renamed a passkey',
  'passkey.reset': 'Passkeys removed by an operator',
  'consent.agree': 'Agreed to the privacy notice',
  'data.export': 'Downloaded the patient’s data',
  'erasure.request': 'Asked to be erased',
  'erasure.withdraw': 'Withdrew the request to be erased',
  'guardian.add': 'Added a parent or guardian',
  'guardian.remove': 'Removed a parent or guardian',
  'aligner.switch': 'Confirmed an aligner switch for the patient',
  'issue.raise': 'Raised an issue for the patient',
  'whatsapp.reminders': 'Changed WhatsApp reminders by sending START or STOP',
};

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** "aligners: 12 → 20"; a password only "password changed" (the trail keeps no secret). */
function changeList(changes: AuditEvent['changes']): string {
  return Object.entries(changes ?? {})
    .map(([field, { old, new: next }]) =>
      old === AUDIT_REDACTED || next === AUDIT_REDACTED
        ? `${field} changed`
        : `${field}: ${shown(old)} → ${shown(next)}`,
    )
    .join(', ');
}

export function historyWhat(event: AuditEvent): string {
  const what = ACTIONS[event.action];
  if (event.action !== 'patient.update' && event.action !== 'pause.resume-date') return what;
  const changes = changeList(event.changes);
  return changes ? `${what} ${changes}` : what;
}

export const historyWho = ({ actor }: AuditEvent) =>
  actor ? `${actor.name} (${actor.role})` : 'Someone no longer registered';

export const historyWhen = ({ at }: AuditEvent) => WHEN.format(new Date(at));
