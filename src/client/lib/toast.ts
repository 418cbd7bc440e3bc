import { notifications } from '@mantine/notifications';
import { msg } from '@lingui/core/macro';
import { TOAST_ADMIN_MS, TOAST_PATIENT_MS } from '../../shared/constants';
import { inAdminPanel, readerText } from './reader-text';

/**
 * Mantine leaves a toast's close button unnamed and its text below WCAG AA contrast. Named in
 * the page's language when the toast is shown.
 */
const accessibleToast = () => ({
  closeButtonProps: { 'aria-label': readerText('Close notification', msg`Close notification`) },
  styles: { description: { color: 'var(--mantine-color-gray-8)' } },
});

/**
 * docs/product-spec.md §9: a toast closes after 3 s on the admin screens and 4 s everywhere else,
 * whoever shows it (a form, or the query client after a failed background refresh).
 */
function closeAfter(): number {
  return inAdminPanel() ? TOAST_ADMIN_MS : TOAST_PATIENT_MS;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return readerText(
    'Something went wrong. Please try again.',
    msg`Something went wrong. Please try again.`,
  );
}

/**
 * A red toast with the server's message (docs/product-spec.md §8); returns its id, for `hideToast`.
 */
export function showError(error: unknown, title?: string, autoClose?: number): string {
  return notifications.show({
    ...accessibleToast(),
    color: 'red',
    title,
    message: errorMessage(error),
    autoClose: autoClose ?? closeAfter(),
  });
}

export function showSuccess(message: string, title?: string, autoClose?: number): string {
  return notifications.show({
    ...accessibleToast(),
    color: 'teal',
    title,
    message,
    autoClose: autoClose ?? closeAfter(),
  });
}

export function hideToast(id: string): void {
  notifications.hide(id);
}

/** Every toast, shown or queued: none of a finished step follows the user to the next page. */
export function hideAllToasts(): void {
  notifications.clean();
  notifications.cleanQueue();
}
