/**
 * The sign-in calls (docs/product-spec.md §7): by email and password, or by a WhatsApp code (send,
 * resend, verify). Failures reach the red toast through `useRequest` (`lib/error-toast.ts`).
 */
import type { AuthResponse } from '../../../../shared/api-types';
import type { EmailLogin, VerifyOtp } from '../../../../shared/schemas/auth';
import { PASSKEY_REQUIRED } from '../../../../shared/schemas/passkeys';
import { useRequest } from '../../../hooks/use-request';
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

const sendCode = (phone: string) =>
  apiRequest<Message>('/users/login', { method: 'POST', body: { phone } });

const resendCode = (phone: string) =>
  apiRequest<Message>('/users/resend-otp', { method: 'POST', body: { phone } });

/** "Use your passkey to sign in" is shown beside the passkey button, not in the red toast. */
export function useEmailSignIn(redirectTo: string | undefined) {
  const completeSignIn = useCompleteSignIn(redirectTo);
  return useRequest(
    async (input: EmailLogin) => {
      const response = await apiRequest<AuthResponse>('/users/login', {
        method: 'POST',
        body: input,
      });
      notePasswordOrCodeSignIn(response.user._id);
      await completeSignIn(response);
    },
    { errorToast: (error) => (needsPasskey(error) ? false : {}) },
  );
}

/** Sends the first code: the same answer whether or not the number has an account. */
export const useSendCode = () => useRequest(sendCode);

export const useResendCode = () => useRequest(resendCode);

/**
 * Its failures are shown by the code step, in the step's own toast (closed once the code is
 * typed again), which also clears the boxes for another try.
 */
export function useVerifyCode(redirectTo: string | undefined) {
  const completeSignIn = useCompleteSignIn(redirectTo);
  return useRequest(
    async (input: VerifyOtp) => {
      const response = await apiRequest<AuthResponse>('/users/verify-otp', {
        method: 'POST',
        body: input,
      });
      forgetLoginPhone();
      notePasswordOrCodeSignIn(response.user._id);
      await completeSignIn(response);
    },
    { errorToast: false },
  );
}
