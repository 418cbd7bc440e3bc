import * as v from 'valibot';
import { IdSchema, QueryIntSchema } from './common';

/** Events on one page of GET /api/audit. */
export const AUDIT_PAGE_SIZE = 50;

/** What the audit trail records (docs/design.md §2 "GET /api/audit"). */
export type AuditAction =
  | 'patient.register'
  | 'patient.update'
  | 'patient.delete'
  | 'issue.close'
  | 'pause.resume-date'
  | 'sign-in.password'
  | 'sign-in.password.failed'
  | 'sign-in.code'
  | 'sign-in.code.failed'
  | 'sign-in.passkey'
  | 'sign-in.passkey.failed'
  | 'passkey.add'
  | 'passkey.remove'
  | 'passkey.rename'
  | 'passkey.reset'
  | 'consent.agree'
  | 'data.export'
  | 'erasure.request'
  | 'erasure.withdraw'
  | 'guardian.add'
  | 'guardian.remove'
  | 'aligner.switch'
  | 'issue.raise'
  | 'whatsapp.reminders';

/** Written in place of a password's old and new values: the trail holds no secrets. */
export const AUDIT_REDACTED = '[changed]';

export const AuditQuerySchema = v.strictObject({
  patientId: v.optional(IdSchema),
  page: v.optional(QueryIntSchema(1, 10_000), '1'),
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;
