/**
 * The sign-in calls (docs/product-spec.md §7): by email and password, or by a WhatsApp code (send,
 * resend, verify). Failures reach the red toast through the query client's mutation cache.
 */
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '../../../../shared/api-types';
import type { EmailLogin, VerifyOtp } from '../../../../shared/schemas/auth';
import { PASSKEY_REQUIRED } from '../../../../shared/schemas/passkeys';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { notePasswordOrCodeSignIn } from '../../../lib/passkey-offer';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { forgetLoginPhone } from '../lib/login-phone';

interface Message {
  message: string;
}

/** The password was right but the account signs in with its passkey: guidance, not a failure. */
export const needsPasskey = (error: unknown) =>
  error instanceof ApiError && error.code === PASSKEY_REQUIRED;

/** "Use your passkey to sign in" is shown beside the passkey button, not in the red toast. */
export function useEmailSignIn(redirectTo: string | undefined) {
  const completeSignIn = useCompleteSignIn(redirectTo);
  return useMutation({
    meta: { errorToast: (error: Error) => (needsPasskey(error) ? false : {}) },
    mutationFn: (input: EmailLogin) =>
      apiRequest<AuthResponse>('/users/login', { method: 'POST', body: input }),
    onSuccess: (response) => {
      notePasswordOrCodeSignIn(response.user._id);
      return completeSignIn(response);
    },
  });
}

/** Sends the first code: the same answer whether or not the number has an account. */
export function useSendCode() {
  return useMutation({
    mutationFn: (phone: string) =>
      apiRequest<Message>('/users/login', { method: 'POST', body: { phone } }),
  });
}

export function useResendCode() {
  return useMutation({
    mutationFn: (phone: string) =>
      apiRequest<Message>('/users/resend-otp', { method: 'POST', body: { phone } }),
  });
}

/**
 * Its failures are shown by the code step, in the step's own toast (closed once the code is
 * typed again), which also clears the boxes for another try.
 */
export function useVerifyCode(redirectTo: string | undefined) {
  const completeSignIn = useCompleteSignIn(redirectTo);
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (input: VerifyOtp) =>
      apiRequest<AuthResponse>('/users/verify-otp', { method: 'POST', body: input }),
    onSuccess: (response) => {
      forgetLoginPhone();
      notePasswordOrCodeSignIn(response.user._id);
      return completeSignIn(response);
    },
  });
}
