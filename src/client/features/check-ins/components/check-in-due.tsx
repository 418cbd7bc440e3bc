/**
 * The dashboard's first screen says when a photo check-in is due (docs/design.md §7: once per
 * aligner, from its first day until one is sent), with the button that starts it. The server's
 * word comes with the plan, so the line is there at the first paint; one sent or waiting in the
 * outbox since hides it at once.
 */
import { Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useOwnCheckIns, useWaitingCheckIns } from '../api/check-ins';
import { CheckInButton } from './check-ins-card';

export function CheckInDue() {
  const due = useCurrentUser().data?.checkInDue;
  const sent = useOwnCheckIns().data;
  const waiting = useWaitingCheckIns().data;
  if (!due) return null;
  const { aligner } = due;
  const done = [...(sent ?? []), ...(waiting ?? [])].some((item) => item.aligner === aligner);
  if (done) return null;
  return (
    <Group
      gap="sm"
      justify="space-between"
      wrap="wrap"
      pt="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="check-in-due"
    >
      <Text fw={600} c="gray.9">
        <Trans>Photo check-in due for aligner {aligner}</Trans>
      </Text>
      <CheckInButton aligner={aligner} />
    </Group>
  );
}
