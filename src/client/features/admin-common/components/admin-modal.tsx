import { Modal, type ModalProps } from '@mantine/core';
import type { CSSProperties } from 'react';

/** Error text dark enough for WCAG AA on white (Mantine's default red is 3.4:1). */
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

/** The admin's dialogs: a named close button, and a title bar that is not a second page banner. */
export function AdminModal(props: ModalProps) {
  return (
    <Modal
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      attributes={{ header: { role: 'none' } }}
      styles={{ content: READABLE_ERRORS }}
      {...props}
    />
  );
}
