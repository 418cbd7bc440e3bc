/**
 * What the ways of signing in share: the per-address limit and the growing delays that password
 * and passkey sign-ins start with, the refusals, and the end of every successful sign-in: a
 * fresh session and the signed-in user.
 */
import type { Context } from 'hono';
import type { AuthResponse, CurrentUser, GuardianUser } from '../../../shared/api-types';
import { isMinorOn } from '../../../shared/minors';
import { LOGIN_IP_RATE_LIMIT } from '../../../shared/constants';
import { said } from '../../../shared/messages';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import type { Pause } from '../../../shared/treatment-plan';
import { forbidden, tooManyRequests } from '../../lib/http-error';
import { ipLimitKey } from '../../lib/ip-limit';
import { enforceLimit } from '../../lib/rate-limit';
import { bearerToken } from '../../middleware/auth';
import type { AuditAction } from '../../../shared/schemas/audit';
import { recordAudit } from '../../services/audit';
import { rememberDevice } from '../../services/device-cookie';
import { startPageSession } from '../../services/page-session';
import { claimAttempt } from '../../services/login-throttle';
import {
  loadPauses,
  toCurrentUser,
  type PatientRow,
  type UserRow,
} from '../../services/patient-view';
import { checkInDueOf } from '../../services/check-ins';
import { childrenOf, guardiansOf } from '../../services/guardians';
import { privacyStateOf } from '../../services/privacy';
import { createSession, revokeSession, verifySession } from '../../services/sessions';

export type SignInMethod = 'password' | 'otp' | 'passkey';

const SIGN_IN_ACTIONS = {
  password: 'sign-in.password',
  otp: 'sign-in.code',
  passkey: 'sign-in.passkey',
} as const satisfies Record<SignInMethod, AuditAction>;

/**
 * Password and passkey sign-ins share one counter per address (docs/security.md, "Rate limits").
 */
export async function enforceSignInIpLimit(deps: AppDeps, ip: string, now: Date): Promise<void> {
  await enforceLimit(
    deps.db,
    ipLimitKey('login', ip),
    LOGIN_IP_RATE_LIMIT,
    now,
    /*i18n*/ 'Too many sign-in attempts. Please wait a few seconds and try again.',
  );
}

/**
 * Claims an attempt on a growing-delay counter (services/login-throttle.ts), or refuses with 429
 * while it asks to wait; `tooMany` words the wait of one second and of `{wait}` seconds.
 */
export async function claimSignInAttempt(
  deps: AppDeps,
  throttleKey: string,
  now: Date,
  tooMany: { oneSecond: string; seconds: string },
): Promise<void> {
  const wait = await claimAttempt(deps.db, throttleKey, now);
  if (wait > 0) {
    throw tooManyRequests(wait, wait === 1 ? tooMany.oneSecond : said(tooMany.seconds, { wait }));
  }
}

/** A sign-in's answer: a parent or guardian who is no patient gets their own shape. */
export type SignInAnswer = Omit<AuthResponse, 'user'> & { user: CurrentUser | GuardianUser };

export async function currentUserOf(
  deps: AppDeps,
  user: PatientRow & Pick<UserRow, 'language' | 'dob' | 'whatsappReminders'>,
  pauses?: Pause[],
): Promise<CurrentUser | GuardianUser> {
  const today = clinicToday(deps);
  if (user.role === 'guardian') {
    return {
      _id: user.id,
      name: user.name,
      phone: user.phone ?? '',
      role: 'guardian',
      children: await childrenOf(deps.db, user.id, today),
      language: user.language,
      whatsappReminders: user.whatsappReminders,
    };
  }
  const current = toCurrentUser(user, pauses ?? (await loadPauses(deps.db, user.id)), today);
  if (user.role !== 'patient') return current;
  // A patient's language, consent to the privacy notice, open erasure request, if any, and the
  // check-in due on the current aligner.
  const minor = isMinorOn(user.dob, today);
  Object.assign(
    current,
    { language: user.language, whatsappReminders: user.whatsappReminders },
    await privacyStateOf(deps.db, user.id, deps.env.CLINIC_TIMEZONE, { minor }),
    { checkInDue: await checkInDueOf(deps.db, user.id, current) },
  );
  // A patient who is also a parent or guardian follows their children too; a minor's card
  // names who agrees to the notice for them (docs/design.md §12).
  const children = await childrenOf(deps.db, user.id, today);
  if (children.length > 0) current.children = children;
  if (minor) {
    current.guardians = (await guardiansOf(deps.db, user.id)).map(({ name, relationship }) => ({
      name,
      relationship,
    }));
  }
  return current;
}

/**
 * Login rotates tokens (ASVS 7.2.4): a session token sent along with the login request is
 * revoked, so a token planted before sign-in is worthless after it.
 */
async function revokePresentedSession(deps: AppDeps, c: Context<AppEnv>): Promise<void> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) return;
  const session = await verifySession(deps.db, token, deps.clock.now());
  if (session) await revokeSession(deps.db, session.sessionId);
}

export async function signIn(
  deps: AppDeps,
  c: Context<AppEnv>,
  user: UserRow,
  details: { method: SignInMethod; ip: string },
): Promise<SignInAnswer> {
  const now = deps.clock.now();
  await revokePresentedSession(deps, c);
  const authToken = await deps.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: user,
      action: SIGN_IN_ACTIONS[details.method],
      patientId: user.role === 'patient' ? user.id : undefined,
      at: now,
    });
    return createSession(tx, user, now);
  });
  await rememberDevice(deps.db, c, user.id);
  startPageSession(c, authToken, user.role);
  deps.logger.info('login succeeded', { userId: user.id, role: user.role, ...details });
  return { authToken, user: await currentUserOf(deps, user) };
}

/** A failed sign-in in the audit trail: the account it was for, when known; never the secret. */
export async function auditFailedSignIn(
  deps: AppDeps,
  method: SignInMethod,
  user: UserRow | undefined,
): Promise<void> {
  await recordAudit(deps.db, {
    actor: user ?? null,
    action: `${SIGN_IN_ACTIONS[method]}.failed`,
    patientId: user?.role === 'patient' ? user.id : undefined,
    at: deps.clock.now(),
  });
}

/** The right credentials of a disabled account: logged, audited and refused with 403. */
export async function refuseDisabledAccount(
  deps: AppDeps,
  method: SignInMethod,
  user: UserRow,
  ip: string,
): Promise<never> {
  deps.logger.warn('login refused: account disabled', { method, ip, userId: user.id });
  await auditFailedSignIn(deps, method, user);
  throw forbidden(/*i18n*/ 'This account has been disabled. Please contact the clinic.');
}
