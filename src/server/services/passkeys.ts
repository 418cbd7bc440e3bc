/**
 * Passkeys (WebAuthn), shared by the passkey calls, the passkey sign-in, the password sign-in's
 * rule for admins and the operator's reset: the relying party a request speaks to, the stored
 * challenges, and the credentials' rows.
 */
import { and, count, desc, eq, gt, isNull, lt, notInArray, type SQL } from 'drizzle-orm';
import {
  WEBAUTHN_CHALLENGE_TTL_SECONDS,
  WEBAUTHN_CHALLENGES_PER_USER,
} from '../../shared/schemas/passkeys';
import type { WebauthnPurpose } from '../../shared/constants';
import type { Db } from '../db/database';
import { passkeys, users, webauthnChallenges } from '../db/schema';
import type { Env } from '../env';
import { recordAudit } from './audit';

export type PasskeyRow = typeof passkeys.$inferSelect;

export interface RelyingParty {
  /** The RP ID: a host name, without scheme or port. */
  id: string;
  /** The one origin a browser's answer may come from. */
  origin: string;
}

/**
 * By default the host the browser asked for (so any port works); `ORIGIN` and `RP_ID` fix them
 * behind a proxy, where the address the server sees is not the one the browser shows.
 */
export function relyingParty(env: Pick<Env, 'RP_ID' | 'ORIGIN'>, requestUrl: string): RelyingParty {
  const url = new URL(env.ORIGIN ?? requestUrl);
  return { id: env.RP_ID ?? url.hostname, origin: url.origin };
}

/** The challenge a browser's answer carries, read from its client data; null when unreadable. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Stores a challenge until it expires. A user's own (registration) challenges are capped: their
 * expired ones and all but the newest few go first, so asking again and again keeps at most
 * WEBAUTHN_CHALLENGES_PER_USER rows, the newest always among them.
 */
export async function storeChallenge(
  db: Db,
  challenge: string,
  purpose: WebauthnPurpose,
  userId: string | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (userId) await dropOldChallengesOf(tx, userId, now);
    await tx.insert(webauthnChallenges).values({
      challenge,
      purpose,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000),
    });
  });
}

/** Leaves the user room for one more challenge: their expired ones and the oldest go. */
async function dropOldChallengesOf(db: Db, userId: string, now: Date): Promise<void> {
  const kept = db
    .select({ challenge: webauthnChallenges.challenge })
    .from(webauthnChallenges)
    .where(and(eq(webauthnChallenges.userId, userId), gt(webauthnChallenges.expiresAt, now)))
    .orderBy(desc(webauthnChallenges.createdAt))
    .limit(WEBAUTHN_CHALLENGES_PER_USER - 1);
  await db
    .delete(webauthnChallenges)
    .where(
      and(eq(webauthnChallenges.userId, userId), notInArray(webauthnChallenges.challenge, kept)),
    );
}

/**
 * Spends a challenge: true only once, for the purpose and user it was issued to and before it
 * expires. Deleted in the same statement that checks it, so two answers can never both use it.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: WebauthnPurpose,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  const owner: SQL | undefined = userId
    ? eq(webauthnChallenges.userId, userId)
    : isNull(webauthnChallenges.userId);
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        owner,
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}

/** For the maintenance sweep: challenges nobody answered in time. */
export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}

export async function passkeyWithCredentialId(
  db: Db,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

/** A sign-in used the passkey: its new signature counter, and when. */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  counter: number,
  now: Date,
): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
}

export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return (row?.n ?? 0) > 0;
}

/**
 * The operator's reset: every passkey of the account with this email; how many there were. A
 * reset that removed any is an audit event about the account (`passkey.reset`: the operator at
 * the command line is no user, so the account is the actor, as in a refused sign-in).
 */
export async function deletePasskeysOfEmail(db: Db, email: string, now: Date): Promise<number> {
  const [user] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return 0;
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(passkeys)
      .where(eq(passkeys.userId, user.id))
      .returning({ id: passkeys.id });
    if (deleted.length > 0) {
      await recordAudit(tx, {
        actor: user,
        action: 'passkey.reset',
        patientId: user.role === 'patient' ? user.id : undefined,
        changes: { passkeys: { old: deleted.length, new: 0 } },
        at: now,
      });
    }
    return deleted.length;
  });
}
