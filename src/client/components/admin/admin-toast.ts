/** Admin toasts close after 3 s (docs/product-spec.md §4 "Toasts", §9). */
import { TOAST_ADMIN_MS } from '../../../shared/constants';
import { showError, showSuccess } from '../../lib/toast';

export const adminSuccess = (message: string, title?: string) =>
  showSuccess(message, title, TOAST_ADMIN_MS);

export const adminError = (error: unknown, title?: string) =>
  showError(error, title, TOAST_ADMIN_MS);
