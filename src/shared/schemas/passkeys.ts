/**
 * Passkeys (WebAuthn): the bodies of their calls, what a passkey looks like to its owner, and
 * the rules both sides share.
 */
import * as v from 'valibot';
import { SingleLineSchema } from './common';

/** A challenge answers once, within this time. */
export const WEBAUTHN_CHALLENGE_TTL_SECONDS = 5 * 60;
/**
 * Unanswered challenges kept per signed-in user (adding a passkey): a ceremony in each of a
 * few open tabs or devices; asking for more drops the oldest (docs/security.md).
 */
export const WEBAUTHN_CHALLENGES_PER_USER = 3;
export const PASSKEY_NAME_MAX = 60;
/**
 * A passkey is added only this soon after signing in (by password, code or passkey), so a
 * stolen session token alone cannot plant a lasting key (docs/security.md): five minutes is time
 * to open the passkeys page and answer the browser's prompt.
 */
export const PASSKEY_ADD_SIGN_IN_MAX_AGE_SECONDS = 5 * 60;
/** The refusal's code, so the screens can offer to sign in again. */
export const SIGN_IN_AGAIN = 'sign-in-again';
/** The code of a right password whose admin signs in with their passkey (docs/design.md §9). */
export const PASSKEY_REQUIRED = 'passkey-required';
/** The name a passkey gets when its owner gives none and its browser names no device. */
export const DEFAULT_PASSKEY_NAME = 'Passkey';
/** Sign-in challenges asked for per address: each is a stored row, so anonymous callers are capped. */
export const PASSKEY_OPTIONS_IP_RATE_LIMIT = { max: 30, windowSeconds: 60 };

/** What the admin's password alone answers once they have a passkey. */
export const PASSKEY_REQUIRED_MESSAGE = /*i18n*/ 'Use your passkey to sign in';

/** One passkey, as its owner sees it. */
export interface Passkey {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** base64url fields of the browser's credential, bounded so a body stays small. */
const b64url = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]*$/));

const CredentialFields = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: v.literal('public-key'),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  clientExtensionResults: v.optional(v.looseObject({}), {}),
};

/** The browser's registration response (`startRegistration` of @simplewebauthn/browser). */
const RegistrationResponseSchema = v.looseObject({
  ...CredentialFields,
  response: v.looseObject({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(16_000),
    transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(32)))),
  }),
});

/** The browser's sign-in response (`startAuthentication`). */
const AuthenticationResponseSchema = v.looseObject({
  ...CredentialFields,
  response: v.looseObject({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(2000),
    userHandle: v.optional(b64url(200)),
  }),
});

export const AddPasskeySchema = v.strictObject({
  response: RegistrationResponseSchema,
  name: v.optional(SingleLineSchema(PASSKEY_NAME_MAX, /*i18n*/ 'Name')),
});

/** PATCH /api/passkeys/:id: a new name, 1–60 characters on one line. */
export const RenamePasskeySchema = v.strictObject({
  name: SingleLineSchema(PASSKEY_NAME_MAX, /*i18n*/ 'Name'),
});

export const PasskeySignInSchema = v.strictObject({ response: AuthenticationResponseSchema });
export type PasskeySignIn = v.InferOutput<typeof PasskeySignInSchema>;
