import type { CSSProperties, ReactNode } from 'react';
import { Modal } from '@mantine/core';

/** Error text dark enough for WCAG AA on white (Mantine's default red is 3.4:1). */
export const READABLE_ERRORS = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as CSSProperties;

interface PatientDialogProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The dashboard's dialogs: centred on a phone, with a named close button. */
export function PatientDialog({ title, opened, onClose, children }: PatientDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Mantine's title bar is a <header>: inside role="dialog" it would be a second page banner.
      attributes={{ header: { role: 'none' } }}
      styles={{ content: READABLE_ERRORS }}
    >
      {children}
    </Modal>
  );
}
