/**
 * Throttling of OTP login (docs/security.md 5–6), in the shared rate_limits table so that every app
 * instance sees the same counts. Per-phone counters run for every number asked about, patient or
 * not, so the answers never reveal which numbers have an account.
 *
 * The counters are kept per code owner (`codeOwner` in routes/auth/otp-login.ts): the phone
 * for every client, or the phone and device for the browser that holds the patient's device
 * cookie, so wrong codes and code requests from elsewhere never lock the patient's own browser.
 */
import {
  OTP_DAILY_SEND_CAP,
  OTP_FAILURE_WINDOW_SECONDS,
  OTP_LOCKOUT_FAILURES,
  OTP_LOCKOUT_SECONDS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_SEND_IP_RATE_LIMIT,
  OTP_VERIFY_IP_RATE_LIMIT,
} from '../../shared/constants';
import type { Db } from '../db/database';
import { tooManyRequests } from '../lib/http-error';
import { clearLimit, countHit, enforceLimit, isLimited } from '../lib/rate-limit';
import { said } from '../../shared/messages';

const DAY_SECONDS = 24 * 60 * 60;

export const otpLimitKeys = {
  sendIp: (ip: string) => `otp:send-ip:${ip}`,
  verifyIp: (ip: string) => `otp:verify-ip:${ip}`,
  gap: (phone: string) => `otp:gap:${phone}`,
  hourly: (phone: string) => `otp:hour:${phone}`,
  failures: (phone: string) => `otp:failures:${phone}`,
  lock: (phone: string) => `otp:lock:${phone}`,
  dailySends: 'otp:sends-today',
};

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

async function assertNotLockedOut(db: Db, phone: string, now: Date): Promise<void> {
  const lock = await isLimited(db, otpLimitKeys.lock(phone), 1, now);
  if (lock) {
    const wait = minutes(lock.retryAfterSeconds);
    throw tooManyRequests(
      lock.retryAfterSeconds,
      said(
        /*i18n*/ 'Too many wrong codes for this number. Please try again in {wait} minutes or log in with your email.',
        { wait },
      ),
    );
  }
}

/** Throws 429 unless this IP and phone may ask for a code now; counts the request. */
export async function guardCodeRequest(db: Db, phone: string, ip: string, now: Date) {
  await enforceLimit(db, otpLimitKeys.sendIp(ip), OTP_SEND_IP_RATE_LIMIT, now);
  await assertNotLockedOut(db, phone, now);
  const capped = await isLimited(db, otpLimitKeys.dailySends, OTP_DAILY_SEND_CAP, now);
  if (capped) throw dailyCapReached(capped.retryAfterSeconds);
  await enforceLimit(
    db,
    otpLimitKeys.gap(phone),
    { max: 1, windowSeconds: OTP_RESEND_SECONDS },
    now,
    said(/*i18n*/ 'Please wait {seconds} seconds before asking for another code.', {
      seconds: OTP_RESEND_SECONDS,
    }),
  );
  await enforceLimit(
    db,
    otpLimitKeys.hourly(phone),
    { max: OTP_MAX_SENDS_PER_HOUR, windowSeconds: 60 * 60 },
    now,
    /*i18n*/ 'Too many codes were asked for this number. Please try again in an hour or log in with your email.',
  );
}

const dailyCapReached = (retryAfterSeconds: number) =>
  tooManyRequests(
    retryAfterSeconds,
    /*i18n*/ 'We cannot send more codes today. Please log in with your email and password.',
  );

/**
 * Counts a real send against the clinic's daily cap (the outbox does, off the request path):
 * false once it is passed. Requests are refused by `guardCodeRequest` from then on.
 */
export async function countDailySend(db: Db, now: Date): Promise<boolean> {
  const hit = await countHit(db, otpLimitKeys.dailySends, DAY_SECONDS, now);
  return hit.count <= OTP_DAILY_SEND_CAP;
}

export async function guardCodeCheck(db: Db, phone: string, ip: string, now: Date) {
  await enforceLimit(db, otpLimitKeys.verifyIp(ip), OTP_VERIFY_IP_RATE_LIMIT, now);
  await assertNotLockedOut(db, phone, now);
}

/** A code compared and found wrong; the OTP_LOCKOUT_FAILURES-th in a row locks the phone. */
export async function recordCodeFailure(db: Db, phone: string, now: Date): Promise<void> {
  const failures = await countHit(
    db,
    otpLimitKeys.failures(phone),
    OTP_FAILURE_WINDOW_SECONDS,
    now,
  );
  if (failures.count >= OTP_LOCKOUT_FAILURES) {
    // Starts the lock (a hit while it runs leaves its end unchanged); the count starts afresh.
    await countHit(db, otpLimitKeys.lock(phone), OTP_LOCKOUT_SECONDS, now);
    await clearLimit(db, otpLimitKeys.failures(phone));
  }
}

export const clearCodeFailures = (db: Db, phone: string) =>
  clearLimit(db, otpLimitKeys.failures(phone));
