/** The accounts sign-in looks up: by email for a password, by phone for a WhatsApp code. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { UserRow } from '../../services/patient-view';

export async function userWithEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function userWithId(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Codes go only to active patients: an admin or disabled account is treated as unknown. */
export async function activePatientWithPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, 'patient'), isNull(users.disabledAt)))
    .limit(1);
  return row;
}

/** The phone of an active patient account, for a device cookie naming that account. */
export async function activePatientPhone(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'patient'), isNull(users.disabledAt)))
    .limit(1);
  return row?.phone ?? undefined;
}
