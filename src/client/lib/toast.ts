import { notifications } from '@mantine/notifications';

/** Mantine leaves a toast's close button unnamed and its text below WCAG AA contrast. */
const ACCESSIBLE_TOAST = {
  closeButtonProps: { 'aria-label': 'Close notification' },
  styles: { description: { color: 'var(--mantine-color-gray-8)' } },
};

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** A red toast with the server's message (spec §8); returns its id, for `hideToast`. */
export function showError(error: unknown, title?: string, autoClose?: number): string {
  return notifications.show({
    ...ACCESSIBLE_TOAST,
    color: 'red',
    title,
    message: errorMessage(error),
    ...(autoClose ? { autoClose } : {}),
  });
}

export function showSuccess(message: string, title?: string, autoClose?: number): string {
  return notifications.show({
    ...ACCESSIBLE_TOAST,
    color: 'teal',
    title,
    message,
    ...(autoClose ? { autoClose } : {}),
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
