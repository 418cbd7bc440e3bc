import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePasskeys } from '../api/passkeys';

/** On every admin page until the admin has a passkey: a banner, never a dialog in the way. */
export function AdminPasskeyBanner() {
  const passkeys = usePasskeys();
  if (!passkeys.isSuccess || passkeys.data.length > 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="lg"
      title="Add a passkey to protect patients’ records"
      // Mantine's yellow title is 2.7:1 on its own background: below WCAG AA.
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
    >
      <Text size="sm" c="gray.9">
        Your account opens every patient’s health data. With a passkey, a stolen password is no
        longer enough to sign in.{' '}
        <Anchor component={Link} to="/admin/passkeys" fw={700} c="brand.9" underline="always">
          Add a passkey
        </Anchor>
      </Text>
    </Alert>
  );
}
