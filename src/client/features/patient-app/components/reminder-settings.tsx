import type { ReactNode } from 'react';
import { Anchor, Stack, Switch, Text, Title } from '@mantine/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionCard } from '../../../components/section-card';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/toast';
import { usePushReminders } from '../hooks/use-push-reminders';
import { useWhatsAppReminders, WhatsAppReminderSwitch } from './whatsapp-reminder-switch';

const EXPLAIN: Record<'unsupported' | 'denied', MessageDescriptor> = {
  unsupported: msg`This browser can't show reminders. On an iPhone, add TapAlign to your Home Screen and open it from there.`,
  denied: msg`Notifications are blocked for this site. Allow them in your browser settings to get reminders.`,
};

/** What the nudge after a long break needs from the card: whether anything can carry it. */
interface ReminderDelivery {
  /** A channel is on (this device's notifications, or one in `channels`). */
  deliverable: boolean;
  /** What to turn on, said while nothing is. */
  needs: string;
}

interface ReminderSettingsProps {
  /** More channels' switches (a messaging app's), under this device's notifications. */
  channels?: ReactNode;
  /** Whether one of `channels` is on. */
  channelsOn?: boolean;
  /** The nudge after a long break, given what can deliver it. */
  breakNudge?: (delivery: ReminderDelivery) => ReactNode;
}

/**
 * A browser's own failure ("Registration failed - permission denied") as a sentence the patient
 * can act on, in their language; the server's answers already are one.
 */
function reminderError(error: unknown, on: boolean, i18n: I18n): Error {
  if (error instanceof ApiError) return error;
  const permission = typeof Notification === 'undefined' ? 'denied' : Notification.permission;
  if (on && permission === 'denied') return new Error(i18n._(EXPLAIN.denied));
  if (on && permission === 'default') {
    return new Error(
      i18n._(msg`Reminders need your permission: turn the switch on again and choose “Allow”.`),
    );
  }
  return new Error(
    i18n._(msg`Your phone could not change its notifications just now. Please try again.`),
  );
}

/**
 * The "Reminders" card (docs/design.md §4, §6): "Remind me to switch aligners" with "Send a test
 * notification", "Remind me on WhatsApp", any other channel's switch, and the nudge after a long break, which is on only
 * while a channel can carry it.
 */
export function ReminderSettings({
  channels,
  channelsOn = false,
  breakNudge,
}: ReminderSettingsProps) {
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
        reminderError(error, on, i18n),
        on ? t`Reminders could not be turned on` : t`Reminders could not be turned off`,
      ),
    );
  };
  const pushOn = reminders.subscribed === true;
  const whatsapp = useWhatsAppReminders();
  const delivery: ReminderDelivery = {
    deliverable: pushOn || whatsapp.on || channelsOn,
    needs: t`Turn on the aligner reminders above to get this.`,
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
          checked={pushOn}
          disabled={blocked || reminders.busy || reminders.subscribed === null}
          onChange={(event) => toggle(event.currentTarget.checked)}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        />
        {blocked && (
          <Text size="sm" c="gray.8" role="note">
            {i18n._(EXPLAIN[reminders.support as keyof typeof EXPLAIN])}
          </Text>
        )}
        {pushOn && (
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
        <WhatsAppReminderSwitch reminders={whatsapp} />
        {channels}
        {breakNudge?.(delivery)}
      </Stack>
    </SectionCard>
  );
}
