/** The end of every successful sign-in: a fresh session and the signed-in user. */
import type { Context } from 'hono';
import type { AuthResponse, CurrentUser } from '../../../shared/api-types';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import type { Pause } from '../../../shared/treatment-plan';
import { bearerToken } from '../../middleware/auth';
import type { AuditAction } from '../../../shared/schemas/audit';
import { recordAudit } from '../../services/audit';
import { rememberDevice } from '../../services/device-cookie';
import {
  loadPauses,
  toCurrentUser,
  type PatientRow,
  type UserRow,
} from '../../services/patient-view';
import { privacyStateOf } from '../../services/privacy';
import { createSession, revokeSession, verifySession } from '../../services/sessions';

export type SignInMethod = 'password' | 'otp' | 'passkey';

const SIGN_IN_ACTIONS = {
  password: 'sign-in.password',
  otp: 'sign-in.code',
  passkey: 'sign-in.passkey',
} as const satisfies Record<SignInMethod, AuditAction>;

export async function currentUserOf(
  deps: AppDeps,
  user: PatientRow & Pick<UserRow, 'language'>,
  pauses?: Pause[],
): Promise<CurrentUser> {
  const current = toCurrentUser(
    user,
    pauses ?? (await loadPauses(deps.db, user.id)),
    clinicToday(deps),
  );
  // A patient's language, consent to the privacy notice, and open erasure request, if any.
  return user.role === 'patient'
    ? Object.assign(current, { language: user.language }, await privacyStateOf(deps.db, user.id))
    : current;
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
): Promise<AuthResponse> {
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
