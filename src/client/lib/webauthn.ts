/**
 * Passkeys in the browser. @simplewebauthn/browser is imported only when a passkey is used (a
 * click, or the sign-in page's autofill where the browser offers it), so no page's first
 * script carries it. Its failures become messages a person can act on.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readerText } from './reader-text';

/**
 * What a person reads when a passkey cannot be used: in the page's language (`i18n._(…)`), the
 * admin panel's in English (`PASSKEY_ENGLISH`). The errors thrown here already are.
 */
const PASSKEY_MESSAGES = {
  noSupport: msg`This browser cannot use passkeys. Please update it, or use another browser.`,
  signInCancelled: msg`No passkey was used. Try again, or sign in with your password or a WhatsApp code.`,
  addCancelled: msg`No passkey was added. You can try again whenever you are ready.`,
  alreadyOnDevice: msg`This device already has a passkey for your account.`,
  failed: msg`The passkey could not be used. Please try again.`,
} satisfies Record<string, MessageDescriptor>;

type PasskeyMessage = keyof typeof PASSKEY_MESSAGES;

const PASSKEY_ENGLISH: Record<PasskeyMessage, string> = {
  noSupport: 'This browser cannot use passkeys. Please update it, or use another browser.',
  signInCancelled:
    'No passkey was used. Try again, or sign in with your password or a WhatsApp code.',
  addCancelled: 'No passkey was added. You can try again whenever you are ready.',
  alreadyOnDevice: 'This device already has a passkey for your account.',
  failed: 'The passkey could not be used. Please try again.',
};

/** The error to throw when a passkey cannot be used, in the reader's language. */
export const passkeyFailure = (message: PasskeyMessage) =>
  new Error(readerText(PASSKEY_ENGLISH[message], PASSKEY_MESSAGES[message]));

/** A ceremony given up for another (the sign-in page's autofill, when a button is pressed). */
export class PasskeyCeremonySuperseded extends Error {}

export const browserHasPasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Whether the browser offers passkeys in a field's autofill (conditional mediation). */
export async function browserHasPasskeyAutofill(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  const credential = window.PublicKeyCredential as typeof PublicKeyCredential & {
    isConditionalMediationAvailable?: () => Promise<boolean>;
  };
  return (await credential.isConditionalMediationAvailable?.().catch(() => false)) ?? false;
}

const load = () => import('@simplewebauthn/browser');
let loaded: ReturnType<typeof load> | null = null;
const library = () => (loaded ??= load());

interface ErrorLike {
  name?: string;
  code?: string;
  cause?: { name?: string };
}

function explained(error: unknown, cancelled: PasskeyMessage): Error {
  const { name, code, cause } = (error ?? {}) as ErrorLike;
  if (code === 'ERROR_CEREMONY_ABORTED') return new PasskeyCeremonySuperseded();
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || cause?.name === 'InvalidStateError')
    return passkeyFailure('alreadyOnDevice');
  // Cancelled, timed out, or refused by the device: the browser does not say which, on purpose.
  if (name === 'NotAllowedError' || cause?.name === 'NotAllowedError')
    return passkeyFailure(cancelled);
  if (name === 'AbortError' || cause?.name === 'AbortError') return new PasskeyCeremonySuperseded();
  return passkeyFailure('failed');
}

export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  if (!browserHasPasskeys()) throw passkeyFailure('noSupport');
  const { startRegistration } = await library();
  try {
    return await startRegistration({ optionsJSON });
  } catch (error) {
    throw explained(error, 'addCancelled');
  }
}

/** A passkey's signature; `autofill` waits for the user to pick one in the email field. */
export async function signWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
  autofill = false,
): Promise<AuthenticationResponseJSON> {
  if (!browserHasPasskeys()) throw passkeyFailure('noSupport');
  const { startAuthentication } = await library();
  try {
    return await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  } catch (error) {
    throw explained(error, 'signInCancelled');
  }
}

/** Ends a waiting autofill ceremony (the page is left): only if the library is loaded already. */
export function cancelPasskeyCeremony(): void {
  void loaded?.then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
}
