/** Builders for test users; passwords are hashed once per process (scrypt is deliberately slow). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/passwords';
import { createSession } from '../../src/server/services/sessions';

export const TEST_PASSWORD = 'correct horse battery staple';
let testPasswordHash: Promise<string> | undefined;
const passwordHash = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

/** Unique within a process (up to a million users), from a random start: no two collide. */
let sequence = Math.floor(Math.random() * 1000) * 1_000_000;
const next = () => ++sequence;

export type UserRow = typeof users.$inferSelect;

export function buildPatient(overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  return {
    role: 'patient' as const,
    name: `Patient ${n}`,
    email: `patient${n}@example.com`,
    phone: `9${String(n).padStart(9, '0').slice(-9)}`,
    dob: '1990-01-01',
    gender: 'female' as const,
    link3d: 'https://example.com/plan',
    startDate: '2026-01-01',
    aligners: 10,
    steps: 2,
    ...overrides,
  };
}

export async function insertPatient(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      ...buildPatient(overrides),
      passwordHash: overrides.passwordHash ?? (await passwordHash()),
    })
    .returning();
  return row!;
}

export async function insertAdmin(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      role: 'admin',
      name: `Admin ${n}`,
      email: `admin${n}@example.com`,
      passwordHash: await passwordHash(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A session token for the user, made directly (no login round trip). */
export function tokenFor(db: Db, user: UserRow, now = new Date()): Promise<string> {
  return createSession(db, { id: user.id, role: user.role }, now);
}

export async function reloadUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
