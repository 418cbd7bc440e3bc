import { Anchor, Stack, Switch, Text, Title } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionCard } from '../../../components/section-card';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/toast';
import { usePushReminders } from '../hooks/use-push-reminders';

const EXPLAIN: Record<'unsupported' | 'denied', MessageDescriptor> = {
  unsupported: msg`This browser can't show reminders. On an iPhone, add TapAlign to your Home Screen and open it from there.`,
  denied: msg`Notifications are blocked for this site. Allow them in your browser settings to get reminders.`,
};

/** "Remind me to switch aligners" and "Send a test notification" (docs/design.md §4). */
export function ReminderSettings() {
  const reminders = usePushReminders();
  const { t, i18n } = useLingui();
  const test = useMutation({
    mutationFn: () => apiRequest<{ sent: number }>('/push/test', { method: 'POST' }),
    onSuccess: async ({ sent }) => {
      if (sent > 0) {
        showSuccess(t`Test notification sent. It should appear in a moment.`);
        return;
      }
      // None delivered: the server may have dropped this device; the switch then shows off.
      await reminders.recheck();
      showError(
        new Error(t`Your notification service did not take it. Please try again later.`),
        t`The test notification was not sent`,
      );
    },
  });
  const blocked = reminders.support !== 'supported';

  const toggle = (on: boolean) => {
    const change = on ? reminders.turnOn() : reminders.turnOff();
    change.catch((error: unknown) =>
      showError(
        error,
        on ? t`Reminders could not be turned on` : t`Reminders could not be turned off`,
      ),
    );
  };

  return (
    <SectionCard aria-labelledby="reminders-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="reminders-title">
          <Trans>Reminders</Trans>
        </Title>
        <Switch
          size="md"
          label={t`Remind me to switch aligners`}
          description={t`A notification on the morning of each change day.`}
          checked={reminders.subscribed === true}
          disabled={blocked || reminders.busy || reminders.subscribed === null}
          onChange={(event) => toggle(event.currentTarget.checked)}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        />
        {blocked && (
          <Text size="sm" c="gray.8" role="note">
            {i18n._(EXPLAIN[reminders.support as keyof typeof EXPLAIN])}
          </Text>
        )}
        {reminders.subscribed && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            underline="always"
            c="brand.8"
            ta="left"
            disabled={test.isPending}
            onClick={() => test.mutate()}
          >
            <Trans>Send a test notification</Trans>
          </Anchor>
        )}
      </Stack>
    </SectionCard>
  );
}
