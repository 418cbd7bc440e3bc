import { Modal, type ModalProps } from '@mantine/core';
import { READABLE_ERRORS } from './readable-errors';

/** The admin's form dialogs: a named close button, and a title bar that is not a page banner. */
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
