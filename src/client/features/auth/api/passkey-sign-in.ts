/**
 * Sign-in with a passkey: a fresh challenge from the server, the browser's passkey signs it,
 * the server checks the signature and answers with a session like any other sign-in.
 */
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AuthResponse } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { browserHasPasskeys, passkeyFailure, signWithPasskey } from '../../../lib/webauthn';

/** `autofill`: the ceremony waits until the user picks a passkey in the email field. */
export async function passkeySignIn(autofill = false): Promise<AuthResponse> {
  if (!browserHasPasskeys()) throw passkeyFailure('noSupport');
  const options = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    '/users/login/passkey-options',
    { method: 'POST' },
  );
  const response = await signWithPasskey(options, autofill);
  return apiRequest<AuthResponse>('/users/login/passkey', { method: 'POST', body: { response } });
}
