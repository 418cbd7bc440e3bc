/**
 * POST /login/passkey-options and /login/passkey: sign-in with a discoverable passkey. The
 * browser picks the account (no email is typed), so the options name no credential. Limited
 * like password sign-ins: the same counter per address, and growing delays per credential id,
 * which the owner's own browser does not share (docs/security.md).
 */
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import type { Context } from 'hono';
import {
  PASSKEY_OPTIONS_IP_RATE_LIMIT,
  WEBAUTHN_CHALLENGE_TTL_SECONDS,
  type PasskeySignIn,
} from '../../../shared/schemas/passkeys';
import type { AppDeps, AppEnv } from '../../context';
import { unauthorized } from '../../lib/http-error';
import { ipLimitKey } from '../../lib/ip-limit';
import { clearLimit, enforceLimit } from '../../lib/rate-limit';
import {
  challengeOf,
  passkeyWithCredentialId,
  recordPasskeyUse,
  relyingParty,
  storeChallenge,
  takeChallenge,
  type PasskeyRow,
} from '../../services/passkeys';
import { deviceOfAccount, presentedDevice } from '../../services/device-cookie';
import { userWithId } from './auth.store';
import {
  auditFailedSignIn,
  claimSignInAttempt,
  enforceSignInIpLimit,
  refuseDisabledAccount,
  signIn,
  type SignInAnswer,
} from './sign-in';

const PASSKEY_NOT_ACCEPTED =
  /*i18n*/ 'This passkey was not accepted. Please try again, or sign in another way.';

/** The growing-delay counter of a credential id: shared, or the owner's device's own. */
const passkeyThrottleKey = (credentialId: string, deviceId: string | undefined) =>
  deviceId ? `login:passkey:${credentialId}:device:${deviceId}` : `login:passkey:${credentialId}`;

export async function passkeyOptions(deps: AppDeps, c: Context<AppEnv>, ip: string) {
  const now = deps.clock.now();
  await enforceLimit(
    deps.db,
    ipLimitKey('passkey-options', ip),
    PASSKEY_OPTIONS_IP_RATE_LIMIT,
    now,
  );
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.env, c.req.url).id,
    userVerification: 'required',
    timeout: WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000,
  });
  await storeChallenge(deps.db, options.challenge, 'authentication', null, now);
  return options;
}

/** The signature checked against the stored key, origin, RP ID and counter; false if refused. */
async function verifiedCounter(
  deps: AppDeps,
  c: Context<AppEnv>,
  response: PasskeySignIn['response'],
  challenge: string,
  passkey: PasskeyRow,
): Promise<number | null> {
  const rp = relyingParty(deps.env, c.req.url);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    return verified ? authenticationInfo.newCounter : null;
  } catch (error) {
    deps.logger.warn('passkey sign-in refused', {
      userId: passkey.userId,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/** The account's id as registration gave it to the authenticator, when it sends one back. */
const userHandleMatches = (userHandle: string | undefined, userId: string) =>
  userHandle === undefined || Buffer.from(userHandle, 'base64url').toString('utf8') === userId;

export async function passkeyLogin(
  deps: AppDeps,
  c: Context<AppEnv>,
  { response }: PasskeySignIn,
  ip: string,
): Promise<SignInAnswer> {
  const { db, logger } = deps;
  const now = deps.clock.now();
  await enforceSignInIpLimit(deps, ip, now);
  // Spent first, whatever follows: an answer is never checked twice against one challenge.
  const challenge = challengeOf(response.response.clientDataJSON);
  const fresh =
    challenge !== null && (await takeChallenge(db, challenge, 'authentication', null, now));
  const passkey = await passkeyWithCredentialId(db, response.id);
  const user = passkey ? await userWithId(db, passkey.userId) : undefined;
  // Charged before any refusal, to a counter named by the credential id sent whether or not
  // a passkey has it: an unknown id is delayed exactly like a known one, so the answers never
  // tell them apart. The owner's browser (its device cookie) has a counter of its own.
  const device = deviceOfAccount(await presentedDevice(db, c), user?.id);
  const throttleKey = passkeyThrottleKey(response.id, device?.deviceId);
  await claimSignInAttempt(deps, throttleKey, now, {
    oneSecond:
      /*i18n*/ 'Too many failed sign-ins with this passkey. Please wait 1 second and try again.',
    seconds:
      /*i18n*/ 'Too many failed sign-ins with this passkey. Please wait {wait} seconds and try again.',
  });
  const refuse = async () => {
    logger.warn('login failed', { method: 'passkey', ip, userId: user?.id ?? null });
    await auditFailedSignIn(deps, 'passkey', user);
    return unauthorized(PASSKEY_NOT_ACCEPTED);
  };
  if (!passkey || !user || !fresh || challenge === null) throw await refuse();

  const counter = await verifiedCounter(deps, c, response, challenge, passkey);
  if (counter === null || !userHandleMatches(response.response.userHandle, user.id)) {
    throw await refuse();
  }
  if (user.disabledAt) await refuseDisabledAccount(deps, 'passkey', user, ip);
  await clearLimit(db, throttleKey);
  await recordPasskeyUse(db, passkey.id, counter, now);
  return signIn(deps, c, user, { method: 'passkey', ip });
}
