/**
 * "Remind me after 1 hour out" (docs/design.md §6), in the dashboard's "Reminders" card. The nudge
 * comes by a channel the patient turned on: with none on it shows off, cannot be turned on, and
 * says what to turn on; the saved choice stays as it was for when one is.
 */
import { Switch } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../../hooks/use-online';
import { useSaveWearSettings, useWearSettings } from '../api/wear';

interface BreakReminderSwitchProps {
  /** Whether a reminder channel (this device's notifications, …) is on to carry the nudge. */
  deliverable: boolean;
  /** What to turn on first, said when nothing can deliver the nudge. */
  needs: string;
}

export function BreakReminderSwitch({ deliverable, needs }: BreakReminderSwitchProps) {
  const online = useOnline();
  const settings = useWearSettings();
  const save = useSaveWearSettings();
  const { t } = useLingui();
  const saved = save.isPending ? save.variables.breakReminder : settings.data?.breakReminder;
  const description = !deliverable
    ? needs
    : online
      ? undefined
      : t`You can change this when you are back online.`;
  return (
    <Switch
      size="md"
      label={t`Remind me after 1 hour out`}
      description={description}
      checked={deliverable && (saved ?? true)}
      disabled={!deliverable || !online || !settings.data}
      onChange={(event) => save.mutate({ breakReminder: event.currentTarget.checked })}
      // Whether the saved choice has arrived (the switch looks the same while nothing delivers).
      wrapperProps={{ 'data-setting': settings.data ? 'loaded' : 'loading' }}
      styles={{
        body: { minHeight: 44, alignItems: 'center' },
        description: { color: 'var(--mantine-color-gray-7)' },
      }}
    />
  );
}
