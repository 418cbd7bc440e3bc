/** POST /login with an email and password (docs/security.md 11). */
import type { Context } from 'hono';
import type { EmailLogin } from '../../../shared/schemas/auth';
import { PASSKEY_REQUIRED } from '../../../shared/schemas/passkeys';
import type { AppDeps, AppEnv } from '../../context';
import { unauthorized } from '../../lib/http-error';
import { clearLimit } from '../../lib/rate-limit';
import { deviceOfAccount, presentedDevice } from '../../services/device-cookie';
import { accountThrottleKey, deviceThrottleKey } from '../../services/login-throttle';
import { hasPasskey } from '../../services/passkeys';
import { dummyPasswordHash, verifyPassword } from '../../services/passwords';
import { userWithEmail } from './auth.store';
import {
  auditFailedSignIn,
  claimSignInAttempt,
  enforceSignInIpLimit,
  refuseDisabledAccount,
  signIn,
  type SignInAnswer,
} from './sign-in';

const INVALID_CREDENTIALS = /*i18n*/ 'Invalid email or password';
/** The right password of an admin who has a passkey is not enough on its own: `PASSKEY_REQUIRED`. */
export async function passwordLogin(
  deps: AppDeps,
  c: Context<AppEnv>,
  { email, password }: EmailLogin,
  ip: string,
): Promise<SignInAnswer | typeof PASSKEY_REQUIRED> {
  const { db, logger } = deps;
  const now = deps.clock.now();
  await enforceSignInIpLimit(deps, ip, now);
  const user = await userWithEmail(db, email);
  // A browser that signed in to this account before is charged on its own counter; everyone
  // else shares the account's. Claimed before the (slow) check, so parallel guesses cannot
  // overshoot; a success clears it.
  const device = deviceOfAccount(await presentedDevice(db, c), user?.id);
  const throttleKey = device
    ? deviceThrottleKey(email, device.deviceId)
    : accountThrottleKey(email);
  await claimSignInAttempt(deps, throttleKey, now, {
    oneSecond:
      /*i18n*/ 'Too many failed sign-ins for this account. Please wait 1 second and try again.',
    seconds:
      /*i18n*/ 'Too many failed sign-ins for this account. Please wait {wait} seconds and try again.',
  });

  // Unknown accounts are checked against a dummy hash, so both failures take the same time.
  const storedHash = user?.passwordHash ?? (await dummyPasswordHash());
  const matches = await verifyPassword(password, storedHash);
  if (!user?.passwordHash || !matches) {
    logger.warn('login failed', { method: 'password', ip, userId: user?.id ?? null });
    await auditFailedSignIn(deps, 'password', user);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (user.disabledAt) await refuseDisabledAccount(deps, 'password', user, ip);
  // An admin's password opens every patient's record: once they have a passkey, it is their
  // second factor, and the password alone signs nobody in.
  if (user.role === 'admin' && (await hasPasskey(db, user.id))) {
    logger.warn('login refused: passkey required', { method: 'password', ip, userId: user.id });
    await auditFailedSignIn(deps, 'password', user);
    return PASSKEY_REQUIRED;
  }
  // Only the counter this attempt was charged to: the owner signing in from their own browser
  // gives someone guessing elsewhere no fresh free attempts.
  await clearLimit(db, throttleKey);
  return signIn(deps, c, user, { method: 'password', ip });
}
