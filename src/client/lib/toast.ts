import { notifications } from '@mantine/notifications';

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** A red toast with the server's message (spec §8). */
export function showError(error: unknown, title?: string, autoClose?: number): void {
  notifications.show({
    color: 'red',
    title,
    message: errorMessage(error),
    ...(autoClose ? { autoClose } : {}),
  });
}

export function showSuccess(message: string, title?: string, autoClose?: number): void {
  notifications.show({ color: 'teal', title, message, ...(autoClose ? { autoClose } : {}) });
}
