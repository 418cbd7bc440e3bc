/**
 * The accounts sign-in looks up: by email for a password, by id for a passkey. Those a WhatsApp
 * code goes to (active patients, by phone) are in `services/otp.ts`, which the outbox reads too.
 */
import { eq } from 'drizzle-orm';
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
