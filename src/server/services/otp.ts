/**
 * One-time login codes (docs/security.md A): 6 digits from crypto.randomInt, stored only as
 * HMAC-SHA256(secret, phone‖code), valid 10 minutes, single use, dead after 5 tries, and
 * replaced by the next code sent to the phone. The secret is made once and kept in app_settings,
 * so every app instance shares it (Kratos' design). Codes go only to active patients' phones
 * and to parents' or guardians' of a patient under 18 (`codeRecipient`, at the end).
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '../../shared/constants';
import { queryRows, type Db } from '../db/database';
import { otpCodes, users } from '../db/schema';
import { appSecret } from '../lib/app-secret';
import { clinicToday, type AppDeps } from '../context';
import { guardianWithPhone } from './guardians';
import type { UserRow } from './patient-view';

export const OTP_SECRET_SETTING = 'otp-hmac-secret';

async function codeHash(db: Db, phone: string, code: string): Promise<Buffer> {
  return createHmac('sha256', await appSecret(db, OTP_SECRET_SETTING))
    .update(`${phone}:${code}`)
    .digest();
}

const generateCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** Ends every live code of the phone (a new code replaces them; a failed send voids its code). */
async function invalidateCodes(db: Db, phone: string, now: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.usedAt)));
}

/** Expired codes are kept for nothing: the maintenance sweep deletes them. */
export async function deleteExpiredCodes(db: Db, now: Date): Promise<void> {
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, now));
}

/** Makes and stores a new code for the phone; the caller sends it. */
export async function issueCode(db: Db, phone: string, now: Date): Promise<string> {
  const code = generateCode();
  const hash = (await codeHash(db, phone, code)).toString('hex');
  // Expired codes are kept for nothing: clear them as we go, so the table stays small.
  await db.delete(otpCodes).where(and(eq(otpCodes.phone, phone), lt(otpCodes.expiresAt, now)));
  await invalidateCodes(db, phone, now);
  await db.insert(otpCodes).values({
    id: randomUUID(),
    phone,
    codeHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
  });
  return code;
}

/** `wrong` only when a code was compared and differed: what counts towards the phone lockout. */
export type CodeCheck = 'accepted' | 'wrong' | 'unavailable';

/**
 * Accepts the right code exactly once. One attempt is spent in its own statement before
 * comparing, so parallel guesses cannot compare more than OTP_MAX_ATTEMPTS times; claiming
 * the code is a second conditional update, so of parallel right answers only one succeeds.
 * `unavailable`: no live code (none sent, expired, used, replaced or out of attempts).
 * The live code is the phone's unused one: a replaced code can share its successor's
 * timestamp (same millisecond, or a test clock), so "newest" alone could pick the dead one.
 */
export async function consumeCode(
  db: Db,
  phone: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const at = now.toISOString();
  const [live] = await queryRows<{ id: string; code_hash: string }>(
    db,
    sql`update otp_codes set attempts = attempts + 1
      where id = (select id from otp_codes where phone = ${phone} and used_at is null
                  order by created_at desc limit 1)
        and attempts < ${OTP_MAX_ATTEMPTS} and expires_at > ${at}
      returning id, code_hash`,
  );
  if (!live) return 'unavailable';
  const expected = Buffer.from(live.code_hash, 'hex');
  const actual = await codeHash(db, phone, code);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'wrong';
  const claimed = await queryRows<{ id: string }>(
    db,
    sql`update otp_codes set used_at = ${at} where id = ${live.id} and used_at is null returning id`,
  );
  return claimed.length === 1 ? 'accepted' : 'unavailable';
}

/**
 * Who a login code for this phone is for, if anyone: an active patient (an admin or disabled
 * account is treated as unknown), else a parent or guardian of a patient under 18 on the
 * clinic's today (docs/design.md §12). A number that is both signs in as the patient. Read by
 * the code sign-in (`routes/auth/otp-login.ts`) and by the outbox before it sends a code.
 */
export async function codeRecipient(
  deps: Pick<AppDeps, 'db' | 'clock' | 'env'>,
  phone: string,
): Promise<UserRow | undefined> {
  const [patient] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, 'patient'), isNull(users.disabledAt)))
    .limit(1);
  return patient ?? (await guardianWithPhone(deps.db, phone, clinicToday(deps)));
}

/** The phone of an active patient's or guardian's account, for a device cookie naming it. */
export async function activePatientPhone(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(
      and(eq(users.id, id), inArray(users.role, ['patient', 'guardian']), isNull(users.disabledAt)),
    )
    .limit(1);
  return row?.phone ?? undefined;
}
