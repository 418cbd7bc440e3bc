import { Button, Group, Modal, Text } from '@mantine/core';

interface DiscardConfirmProps {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asked before closing an application that has something typed in it. */
export function DiscardConfirm({ opened, onKeep, onDiscard }: DiscardConfirmProps) {
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title="Discard your application?"
      centered
      radius="lg"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" c="gray.8">
        What you have entered will be lost.
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onKeep} data-autofocus>
          Keep editing
        </Button>
        <Button color="red.9" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Modal>
  );
}
