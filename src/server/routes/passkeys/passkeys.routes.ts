/**
 * /api/passkeys: a signed-in user adds, lists and removes their own passkeys. Discoverable
 * credentials with user verification required, so a passkey alone signs its owner in. Adding
 * one needs a recent sign-in (PASSKEY_ADD_SIGN_IN_MAX_AGE_SECONDS): a stolen token is not enough.
 */
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Hono } from 'hono';
import { BRAND } from '../../../shared/constants';
import {
  AddPasskeySchema,
  DEFAULT_PASSKEY_NAME,
  PASSKEY_ADD_SIGN_IN_MAX_AGE_SECONDS,
  SIGN_IN_AGAIN,
  RenamePasskeySchema,
  WEBAUTHN_CHALLENGE_TTL_SECONDS,
} from '../../../shared/schemas/passkeys';
import type { ApiErrorBody } from '../../../shared/api-types';
import type { AppDeps, AppEnv } from '../../context';
import { deviceName, uniqueName } from '../../lib/device-name';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { readJson } from '../../lib/validate';
import { requireUser } from '../../middleware/auth';
import { recordAudit } from '../../services/audit';
import { challengeOf, relyingParty, storeChallenge, takeChallenge } from '../../services/passkeys';
import type { SessionUser } from '../../services/sessions';
import {
  deleteOwnPasskey,
  insertPasskey,
  passkeysOf,
  renameOwnPasskey,
  toPasskey,
} from './passkeys.store';
import { translate } from '../../../shared/messages';
import { apiLanguage } from '../../lib/page-language';

const PASSKEY_NOT_ADDED = 'This passkey could not be added. Please try again.';
const SIGN_IN_AGAIN_TO_ADD =
  /*i18n*/ 'Sign in again to add a passkey. For your safety, a passkey can only be added within 5 minutes of signing in.';
const passkeyNotFound = () => notFound(/*i18n*/ 'Passkey not found');

const patientIdOf = (user: SessionUser) => (user.role === 'patient' ? user.id : undefined);

export function passkeysRoutes(deps: AppDeps) {
  const signedIn = requireUser(deps);

  /** "Pixel 7 · Chrome" from the browser adding it, apart from the owner's other passkeys. */
  const nameFromDevice = async (userAgent: string | undefined, userId: string) => {
    const taken = (await passkeysOf(deps.db, userId)).map((passkey) => passkey.name);
    return uniqueName(deviceName(userAgent) ?? DEFAULT_PASSKEY_NAME, taken);
  };

  return new Hono<AppEnv>()
    .post('/registration-options', signedIn, async (c) => {
      const user = c.get('user');
      // Asked for here, before the browser's prompt; the answer must use this challenge.
      const signedInFor = deps.clock.now().getTime() - c.get('signedInAt').getTime();
      if (signedInFor > PASSKEY_ADD_SIGN_IN_MAX_AGE_SECONDS * 1000) {
        deps.logger.warn('passkey registration refused: sign-in not recent', { userId: user.id });
        const message = translate(SIGN_IN_AGAIN_TO_ADD, undefined, apiLanguage(c));
        return c.json({ message, code: SIGN_IN_AGAIN } satisfies ApiErrorBody, 403);
      }
      const rp = relyingParty(deps.env, c.req.url);
      const existing = await passkeysOf(deps.db, user.id);
      const options = await generateRegistrationOptions({
        rpName: BRAND,
        rpID: rp.id,
        userID: new TextEncoder().encode(user.id),
        userName: user.email,
        userDisplayName: user.name,
        timeout: WEBAUTHN_CHALLENGE_TTL_SECONDS * 1000,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: {
          residentKey: 'required',
          requireResidentKey: true,
          userVerification: 'required',
        },
      });
      await storeChallenge(deps.db, options.challenge, 'registration', user.id, deps.clock.now());
      return c.json(options);
    })

    .post('/', signedIn, async (c) => {
      const user = c.get('user');
      const { response, name } = await readJson(c, AddPasskeySchema);
      const now = deps.clock.now();
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!challenge || !(await takeChallenge(deps.db, challenge, 'registration', user.id, now))) {
        throw badRequest(PASSKEY_NOT_ADDED);
      }
      const rp = relyingParty(deps.env, c.req.url);
      const verification = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch((error: unknown) => {
        deps.logger.warn('passkey registration refused', {
          userId: user.id,
          error: error instanceof Error ? error.message : String(error),
        });
        return null;
      });
      if (!verification?.verified) throw badRequest(PASSKEY_NOT_ADDED);
      const info = verification.registrationInfo;
      const named = name ?? (await nameFromDevice(c.req.header('user-agent'), user.id));
      const row = await deps.db.transaction(async (tx) => {
        const added = await insertPasskey(tx, {
          userId: user.id,
          credentialId: info.credential.id,
          publicKey: info.credential.publicKey,
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          name: named,
          createdAt: now,
        });
        if (added) {
          await recordAudit(tx, {
            actor: user,
            action: 'passkey.add',
            patientId: patientIdOf(user),
            changes: { passkey: { old: null, new: added.name } },
            at: now,
          });
        }
        return added;
      });
      if (!row) throw conflict(/*i18n*/ 'This passkey is already registered');
      deps.logger.info('passkey added', { userId: user.id });
      return c.json({ passkey: toPasskey(row) }, 201);
    })

    .get('/', signedIn, async (c) => {
      const rows = await passkeysOf(deps.db, c.get('user').id);
      return c.json({ passkeys: rows.map(toPasskey) });
    })

    .patch('/:id', signedIn, async (c) => {
      const user = c.get('user');
      const id = idParam(c, 'id', passkeyNotFound);
      const { name } = await readJson(c, RenamePasskeySchema);
      const now = deps.clock.now();
      const renamed = await deps.db.transaction(async (tx) => {
        const result = await renameOwnPasskey(tx, id, user.id, name);
        if (result && result.before !== name) {
          await recordAudit(tx, {
            actor: user,
            action: 'passkey.rename',
            patientId: patientIdOf(user),
            changes: { passkey: { old: result.before, new: name } },
            at: now,
          });
        }
        return result?.row;
      });
      if (!renamed) throw passkeyNotFound();
      return c.json({ passkey: toPasskey(renamed) });
    })

    .delete('/:id', signedIn, async (c) => {
      const user = c.get('user');
      const id = idParam(c, 'id', passkeyNotFound);
      const now = deps.clock.now();
      const removed = await deps.db.transaction(async (tx) => {
        const row = await deleteOwnPasskey(tx, id, user.id);
        if (row) {
          await recordAudit(tx, {
            actor: user,
            action: 'passkey.remove',
            patientId: patientIdOf(user),
            changes: { passkey: { old: row.name, new: null } },
            at: now,
          });
        }
        return row;
      });
      if (!removed) throw passkeyNotFound();
      deps.logger.info('passkey removed', { userId: user.id });
      return c.json({
        message: translate(/*i18n*/ 'Passkey removed', undefined, apiLanguage(c)),
      });
    });
}
