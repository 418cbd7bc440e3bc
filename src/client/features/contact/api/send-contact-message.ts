/**
 * The contact form's call (docs/design.md §2 POST /api/contact). Its toasts are the words of
 * docs/product-spec.md §8 (3 s): the red toast says them instead of the server's message.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TOAST_ADMIN_MS } from '../../../../shared/constants';
import type { ContactInput } from '../../../../shared/schemas/contact';
import { useRequest } from '../../../hooks/use-request';
import { apiRequest } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';

const CONTACT_SENT = {
  title: msg`Thank you for contacting us!`,
  message: msg`We will get back to you soon.`,
};
const CONTACT_FAILED = {
  title: msg`Failed to send message`,
  message: msg`Please try again later.`,
  autoClose: TOAST_ADMIN_MS,
};

async function sendContactMessage(input: ContactInput) {
  await apiRequest<{ success: true }>('/contact', { method: 'POST', body: input });
  // Said at the time, in the language the page is in then.
  showSuccess(i18n._(CONTACT_SENT.message), i18n._(CONTACT_SENT.title), TOAST_ADMIN_MS);
}

export const useSendContactMessage = () =>
  useRequest(sendContactMessage, { errorToast: CONTACT_FAILED });
