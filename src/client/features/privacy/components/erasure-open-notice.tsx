import { Alert } from '@mantine/core';
import { useCurrentUser } from '../../../hooks/use-current-user';

const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** Tells the patient their erasure request is open, for as long as it is. */
export function ErasureOpenNotice() {
  const { data: user } = useCurrentUser();
  if (!user?.erasureRequestedAt) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      title="Your request to erase your data is open"
      // The light orange's own title colour is 3.6:1 on its background: too faint.
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
    >
      You asked on {DAY.format(new Date(user.erasureRequestedAt))}. The clinic will contact you
      within 30 days before your data is erased. Until then, your account works as before.
    </Alert>
  );
}
