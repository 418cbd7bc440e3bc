/**
 * The contact form's call (DESIGN.md §2 POST /api/contact). Its toasts are the spec's own
 * words (§8, 3 s), so the query client's generic red toast is silenced here.
 */
import { useMutation } from '@tanstack/react-query';
import { TOAST_ADMIN_MS } from '../../../../shared/constants';
import type { ContactInput } from '../../../../shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/toast';

export const CONTACT_SENT = {
  title: 'Thank you for contacting us!',
  message: 'We will get back to you soon.',
};
export const CONTACT_FAILED = {
  title: 'Failed to send message',
  message: 'Please try again later.',
};

export const sendContactMessage = (input: ContactInput) =>
  apiRequest<{ success: true }>('/contact', { method: 'POST', body: input });

export function useSendContactMessage() {
  return useMutation({
    mutationFn: sendContactMessage,
    meta: { silent: true },
    onSuccess: () => showSuccess(CONTACT_SENT.message, CONTACT_SENT.title, TOAST_ADMIN_MS),
    onError: () =>
      showError(new Error(CONTACT_FAILED.message), CONTACT_FAILED.title, TOAST_ADMIN_MS),
  });
}
