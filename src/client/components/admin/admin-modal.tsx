import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';

interface AdminModalProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  size?: ModalProps['size'];
  /** A form: a click beside it must not close it and throw away what was typed. */
  holdsForm?: boolean;
  children: ReactNode;
}

/** Every admin dialog: a named close button, readable error text, no second page banner. */
export function AdminModal({
  title,
  opened,
  onClose,
  size,
  holdsForm = false,
  children,
}: AdminModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeOnClickOutside={!holdsForm}
      radius="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Mantine's title bar is a <header>: inside role="dialog" it would be a second page banner.
      attributes={{ header: { role: 'none' } }}
      // The title bar stays in view above a body that scrolls on its own, instead of a sticky
      // bar over scrolling content: nothing ever sits half under it (unreadable, and axe cannot
      // tell its contrast).
      styles={{
        content: {
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        },
        header: { position: 'static', flex: 'none' },
        body: { flex: '1 1 auto', minHeight: 0, overflowY: 'auto' },
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
      }}
    >
      {children}
    </Modal>
  );
}
