/**
 * Opaque session tokens `id.secret` (ASVS 7.2.3; Lucia's design): 128+ random bits of
 * secret, only its SHA-256 stored, compared in constant time. Patients slide for 30 days;
 * admins last 12 hours at most and end after 30 idle minutes; the maintenance sweep deletes
 * both kinds of ended session.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, getTableColumns, inArray, lt, lte, or, sql } from 'drizzle-orm';
import {
  ADMIN_IDLE_MINUTES,
  ADMIN_SESSION_HOURS,
  PATIENT_SESSION_DAYS,
  ROLES,
} from '../../shared/constants';
import type { Role } from '../../shared/api-types';
import type { Pause } from '../../shared/treatment-plan';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { pausesOfUser } from './patient-view';

const MINUTE = 60_000;
/** Write `last_used_at` at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = MINUTE;

/**
 * The signed-in user as every request reads it: the user's row without the password hash
 * (never needed past sign-in) or its bookkeeping. Fewer columns read, parsed and mapped on
 * every signed-in call.
 */
const {
  passwordHash: _passwordHash,
  updatedAt: _updatedAt,
  ...sessionUserFields
} = getTableColumns(users);
export type SessionUser = Omit<typeof users.$inferSelect, 'passwordHash' | 'updatedAt'>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * How long a session may go unused before it ends, by role (null: it never idles out). Both
 * `verifySession` and the maintenance sweep read it, so a session the one refuses the other
 * deletes.
 */
const IDLE_LIMIT_MS: Record<Role, number | null> = {
  admin: ADMIN_IDLE_MINUTES * MINUTE,
  patient: null,
  guardian: null,
};

function lifetimeMs(role: Role): number {
  return role === 'admin'
    ? ADMIN_SESSION_HOURS * 60 * MINUTE
    : PATIENT_SESSION_DAYS * 24 * 60 * MINUTE;
}

export async function createSession(
  db: Db,
  user: { id: string; role: Role },
  now: Date,
): Promise<string> {
  const id = randomBytes(12).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    id,
    secretHash: sha256(secret),
    userId: user.id,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs(user.role)),
  });
  return `${id}.${secret}`;
}

export interface VerifiedSession {
  user: SessionUser;
  /** The user's treatment pauses (none for an admin): every patient call needs them. */
  pauses: Pause[];
  sessionId: string;
  /** When the session was created, at a sign-in. */
  signedInAt: Date;
}

/**
 * The session with its user and their pauses, in one round trip: it runs on every signed-in
 * request.
 */
const sessionQuery = preparedPerDatabase((db) =>
  db
    .select({
      session: {
        secretHash: sessions.secretHash,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
      },
      user: sessionUserFields,
      pauses: pausesOfUser(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_with_user'),
);

/** The user behind a token, or null when it is unknown, expired, idle too long or disabled. */
export async function verifySession(
  db: Db,
  token: string,
  now: Date,
): Promise<VerifiedSession | null> {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 128) return null;
  const rows = await sessionQuery(db).execute({ id });
  const row = rows[0];
  if (!row) return null;
  const expected = Buffer.from(row.session.secretHash, 'hex');
  const actual = Buffer.from(sha256(secret), 'hex');
  if (!timingSafeEqual(expected, actual)) return null;

  const { session, user, pauses } = row;
  const idleLimit = IDLE_LIMIT_MS[user.role];
  const expired =
    session.expiresAt <= now ||
    (idleLimit !== null && now.getTime() - session.lastUsedAt.getTime() > idleLimit);
  if (expired || user.disabledAt) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    // Patients slide: each use pushes the expiry 30 days on. Admins keep their absolute end.
    const expiresAt =
      user.role === 'admin' ? session.expiresAt : new Date(now.getTime() + lifetimeMs('patient'));
    await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, id));
  }
  return { user, pauses, sessionId: id, signedInAt: session.createdAt };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Deletes the sessions `verifySession` would refuse for their age: past their end, or unused
 * longer than their role's idle limit (an admin's after 30 minutes, not 12 hours).
 */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  const idledOut = ROLES.map((role) => {
    const limit = IDLE_LIMIT_MS[role];
    if (limit === null) return undefined;
    const ofRole = db.select({ id: users.id }).from(users).where(eq(users.role, role));
    return and(
      lt(sessions.lastUsedAt, new Date(now.getTime() - limit)),
      inArray(sessions.userId, ofRole),
    );
  });
  await db.delete(sessions).where(or(lte(sessions.expiresAt, now), ...idledOut));
}
