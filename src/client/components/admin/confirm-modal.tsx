import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { AdminModal } from './admin-modal';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shows the confirm button busy (and keeps the dialog open) while the action runs. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { opened, title, children, confirmLabel, loading, onConfirm, onClose } = props;
  return (
    <AdminModal opened={opened} onClose={onClose} title={title}>
      <Stack gap="lg">
        <Text component="div">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}
