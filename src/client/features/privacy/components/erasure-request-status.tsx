import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';
import { errorMessage } from '../../../lib/toast';
import { useErasureDates } from '../lib/erasure-dates';

interface ErasureRequestStatusProps {
  requestedAt: string;
  dueOn: string | null | undefined;
  /** The heading, focused once the request is sent so the patient hears where it stands. */
  headingRef?: Ref<HTMLHeadingElement>;
  onWithdraw: () => void;
  withdrawing: boolean;
  withdrawError: Error | null;
}

/**
 * The open erasure request where the patient sent it: when, what happens next and by when, and
 * withdrawing it while the clinic has not answered (docs/design.md §10).
 */
export function ErasureRequestStatus({
  requestedAt,
  dueOn,
  headingRef,
  onWithdraw,
  withdrawing,
  withdrawError,
}: ErasureRequestStatusProps) {
  const { sent, due } = useErasureDates(requestedAt, dueOn);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      w="100%"
      bg="orange.0"
      style={{ borderColor: 'var(--mantine-color-orange-4)' }}
    >
      <Stack gap="xs" align="flex-start">
        <Title order={3} fz="md" ref={headingRef} tabIndex={-1} id="erasure-request-status">
          <Trans>Your request to erase your data is open</Trans>
        </Title>
        <Text c="gray.9">
          <Trans>Sent on {sent}.</Trans>
        </Text>
        <Text c="gray.9">
          {due ? (
            <Trans>
              What happens next: the clinic will contact you, then erase your data by {due}. Until
              then, your account works as before.
            </Trans>
          ) : (
            <Trans>
              What happens next: the clinic will contact you before your data is erased. Until then,
              your account works as before.
            </Trans>
          )}
        </Text>
        <Text c="gray.9">
          <Trans>Changed your mind? You can withdraw your request while it is open.</Trans>
        </Text>
        <Button
          variant="default"
          loading={withdrawing}
          onClick={onWithdraw}
          aria-describedby="erasure-request-status"
        >
          <Trans>Withdraw my request</Trans>
        </Button>
        {withdrawError && (
          <Text c="red.8" role="alert">
            {errorMessage(withdrawError)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
