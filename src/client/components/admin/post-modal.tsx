import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AdminModal } from './admin-modal';

interface PostModalProps {
  /** The button's and the modal's title ("Post a Job"). */
  label: string;
  /** The form; `close` once it is sent. */
  children: (close: () => void) => ReactNode;
}

/** A "Post a …" button opening its form in a modal (jobs and blogs, docs/product-spec.md §2). */
export function PostModal({ label, children }: PostModalProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>{label}</Button>
      <AdminModal opened={opened} onClose={close} title={label} size="lg" holdsForm>
        {children(close)}
      </AdminModal>
    </>
  );
}
