import { Button, Group, Text } from '@mantine/core';
import type { NewsletterSubscriber } from '../../../../shared/schemas/contact';
import { AdminModal } from '../../admin-common';

interface RemoveSubscriberModalProps {
  subscriber: NewsletterSubscriber | null;
  removing: boolean;
  onCancel: () => void;
  onConfirm: (subscriber: NewsletterSubscriber) => void;
}

/** Asks before a subscriber is removed from the newsletter list. */
export function RemoveSubscriberModal({
  subscriber,
  removing,
  onCancel,
  onConfirm,
}: RemoveSubscriberModalProps) {
  return (
    <AdminModal opened={subscriber !== null} onClose={onCancel} title="Remove subscriber">
      <Text>
        Remove <strong>{subscriber?.email}</strong> from the newsletter list? They can subscribe
        again from the website.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          color="red.9"
          loading={removing}
          onClick={() => subscriber && onConfirm(subscriber)}
        >
          Remove
        </Button>
      </Group>
    </AdminModal>
  );
}
