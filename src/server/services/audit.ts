/**
 * The audit trail: admin changes to patients and sign-ins, written in the same transaction as
 * the change they describe. Never a password, code or token: a changed password is recorded
 * as changed, without its values.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEvent, Role } from '../../shared/api-types';
import {
  AUDIT_PAGE_SIZE,
  AUDIT_REDACTED,
  type AuditAction,
  type AuditQuery,
} from '../../shared/schemas/audit';
import type { Db } from '../db/database';
import { auditEvents } from '../db/schema';
import { pageOffset } from '../lib/paging';

export interface AuditActor {
  id: string;
  name: string;
  role: Role;
}

export type AuditChanges = Record<string, { old: unknown; new: unknown }>;

export interface AuditEntry {
  actor: AuditActor | null;
  action: AuditAction;
  patientId?: string;
  changes?: AuditChanges;
  at: Date;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    at: entry.at,
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action,
    patientId: entry.patientId ?? null,
    changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
  });
}

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The fields that differ between two versions of a row; secret fields only say they changed. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
  secretFields: readonly (keyof T & string)[] = [],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const [old, now] = [comparable(before[field] ?? null), comparable(after[field] ?? null)];
    if (old !== now) changes[field] = { old, new: now };
  }
  for (const field of secretFields) {
    if (before[field] !== after[field])
      changes[field] = { old: AUDIT_REDACTED, new: AUDIT_REDACTED };
  }
  return changes;
}

export async function listAudit(db: Db, { patientId, page }: AuditQuery): Promise<AuditEvent[]> {
  const where: SQL[] = patientId ? [eq(auditEvents.patientId, patientId)] : [];
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...where))
    .orderBy(desc(auditEvents.at), desc(auditEvents.seq))
    .limit(AUDIT_PAGE_SIZE)
    .offset(pageOffset({ page: Number(page), limit: AUDIT_PAGE_SIZE }));
  return rows.map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actorId && row.actorName && row.actorRole
        ? { _id: row.actorId, name: row.actorName, role: row.actorRole }
        : null,
    action: row.action as AuditAction,
    ...(row.patientId ? { patientId: row.patientId } : {}),
    ...(row.changes ? { changes: row.changes } : {}),
  }));
}
