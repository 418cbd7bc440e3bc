/** POST /login with a phone, /resend-otp and /verify-otp: login by a code sent on WhatsApp. */
import type { Context } from 'hono';
import type { AuthResponse } from '../../../shared/api-types';
import { BRAND, OTP_TTL_SECONDS } from '../../../shared/constants';
import type { VerifyOtp } from '../../../shared/schemas/auth';
import type { AppDeps, AppEnv } from '../../context';
import { badRequest, HttpError } from '../../lib/http-error';
import { consumeCode, invalidateCodes, issueCode } from '../../services/otp';
import {
  allowResend,
  clearCodeFailures,
  countDailySend,
  guardCodeCheck,
  guardCodeRequest,
  recordCodeFailure,
} from '../../services/otp-limits';
import type { UserRow } from '../../services/patient-view';
import { activePatientWithPhone } from './auth.store';
import { auditFailedSignIn, signIn } from './sign-in';

/** The one answer to a code request, whether or not the number belongs to a patient. */
export const CODE_REQUESTED_MESSAGE =
  'If this number is registered with us, a code is on its way on WhatsApp.';
export const INVALID_CODE_MESSAGE =
  'Invalid or expired code. Please check it, or ask for a new one.';

export const codeText = (code: string) =>
  `Your ${BRAND} login code is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes. ` +
  'Never share it with anyone.';

async function sendCode(deps: AppDeps, patient: UserRow, phone: string, now: Date) {
  await countDailySend(deps.db, now);
  const code = await issueCode(deps.db, phone, now);
  try {
    await deps.whatsapp.send(phone, codeText(code));
  } catch (error) {
    await invalidateCodes(deps.db, phone, now);
    await allowResend(deps.db, phone);
    // The sender's error carries a status at most, never the message text.
    deps.logger.error('otp send failed', {
      userId: patient.id,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new HttpError(503, 'We could not send the code on WhatsApp. Please try again.');
  }
  deps.logger.info('otp sent', { userId: patient.id, sender: deps.whatsapp.kind });
}

export async function requestCode(deps: AppDeps, phone: string, ip: string) {
  const now = deps.clock.now();
  await guardCodeRequest(deps.db, phone, ip, now);
  const patient = await activePatientWithPhone(deps.db, phone);
  if (patient) await sendCode(deps, patient, phone, now);
  else deps.logger.info('otp not sent: no patient with this number', { ip });
  return { message: CODE_REQUESTED_MESSAGE };
}

export async function verifyCode(
  deps: AppDeps,
  c: Context<AppEnv>,
  { phone, otp }: VerifyOtp,
  ip: string,
): Promise<AuthResponse> {
  const now = deps.clock.now();
  await guardCodeCheck(deps.db, phone, ip, now);
  const check = await consumeCode(deps.db, phone, otp, now);
  const patient = check === 'accepted' ? await activePatientWithPhone(deps.db, phone) : undefined;
  if (!patient) {
    if (check === 'wrong') await recordCodeFailure(deps.db, phone, now);
    deps.logger.warn('login failed', { method: 'otp', ip });
    await auditFailedSignIn(deps, 'otp', await activePatientWithPhone(deps.db, phone));
    throw badRequest(INVALID_CODE_MESSAGE);
  }
  await clearCodeFailures(deps.db, phone);
  return signIn(deps, c, patient, { method: 'otp', ip });
}
