import { Button, Group, Modal, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

interface DiscardConfirmProps {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asked before closing an application that has something typed in it. */
export function DiscardConfirm({ opened, onKeep, onDiscard }: DiscardConfirmProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title={t`Discard your application?`}
      centered
      radius="lg"
      zIndex={400}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text size="sm" c="gray.8">
        <Trans>What you have entered will be lost.</Trans>
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onKeep} data-autofocus>
          <Trans>Keep editing</Trans>
        </Button>
        <Button color="red.9" onClick={onDiscard}>
          <Trans>Discard</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
