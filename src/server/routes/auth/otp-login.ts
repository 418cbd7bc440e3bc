/**
 * POST /login with a phone, /resend-otp and /verify-otp: login by a code sent on WhatsApp.
 * A number that is no patient's goes through exactly the same steps as a patient's: its code is
 * made, stored, counted and locked alike, and queued in the outbox, whose worker (after the
 * answer) sends only to patients. So neither the answers nor their timing tell who is a patient.
 */
import type { Context } from 'hono';
import { OTP_TTL_SECONDS } from '../../../shared/constants';
import type { VerifyOtp } from '../../../shared/schemas/auth';
import type { AppDeps, AppEnv } from '../../context';
import { translate } from '../../../shared/messages';
import { badRequest } from '../../lib/http-error';
import { apiLanguage } from '../../lib/page-language';
import { presentedDevice } from '../../services/device-cookie';
import { activePatientPhone, codeRecipient, consumeCode, issueCode } from '../../services/otp';
import {
  clearCodeFailures,
  guardCodeCheck,
  guardCodeRequest,
  recordCodeFailure,
} from '../../services/otp-limits';
import { queueWhatsApp } from '../../services/whatsapp-outbox';
import { auditFailedSignIn, signIn, type SignInAnswer } from './sign-in';

/** The one answer to a code request, whether or not the number belongs to a patient. */
const CODE_REQUESTED_MESSAGE =
  /*i18n*/ 'If this number is registered with us, a code is on its way on WhatsApp.';
const INVALID_CODE_MESSAGE =
  /*i18n*/ 'Invalid or expired code. Please check it, or ask for a new one.';

/**
 * Whose codes and counters a request uses: the phone's, shared by every client, or, from the
 * browser holding the device cookie of this phone's patient, that device's own. Codes asked
 * for from one are checked only there, so nobody elsewhere can void, spend or lock them.
 */
async function codeOwner(deps: AppDeps, c: Context<AppEnv>, phone: string): Promise<string> {
  const device = await presentedDevice(deps.db, c);
  if (!device) return phone;
  const devicePhone = await activePatientPhone(deps.db, device.userId);
  return devicePhone === phone ? `${phone}~${device.deviceId}` : phone;
}

export async function requestCode(deps: AppDeps, c: Context<AppEnv>, phone: string, ip: string) {
  const now = deps.clock.now();
  const owner = await codeOwner(deps, c, phone);
  await guardCodeRequest(deps.db, owner, ip, now);
  const code = await issueCode(deps.db, owner, now);
  // In the patient's language when sent; the request's is kept for one who has none.
  await queueWhatsApp(deps, {
    to: phone,
    template: 'tapalign_code',
    language: apiLanguage(c),
    parameters: [code],
    onlyToPatient: true,
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
  });
  return { message: translate(CODE_REQUESTED_MESSAGE, undefined, apiLanguage(c)) };
}

export async function verifyCode(
  deps: AppDeps,
  c: Context<AppEnv>,
  { phone, otp }: VerifyOtp,
  ip: string,
): Promise<SignInAnswer> {
  const now = deps.clock.now();
  const owner = await codeOwner(deps, c, phone);
  await guardCodeCheck(deps.db, owner, ip, now);
  const check = await consumeCode(deps.db, owner, otp, now);
  // A patient, or a parent or guardian of a patient under 18 (services/otp.ts).
  const patient = check === 'accepted' ? await codeRecipient(deps, phone) : undefined;
  if (!patient) {
    if (check === 'wrong') await recordCodeFailure(deps.db, owner, now);
    deps.logger.warn('login failed', { method: 'otp', ip });
    await auditFailedSignIn(deps, 'otp', await codeRecipient(deps, phone));
    throw badRequest(INVALID_CODE_MESSAGE);
  }
  await clearCodeFailures(deps.db, owner);
  return signIn(deps, c, patient, { method: 'otp', ip });
}
