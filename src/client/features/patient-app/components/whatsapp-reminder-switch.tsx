/**
 * "Remind me on WhatsApp" (docs/design.md §11), in the dashboard's "Reminders" card beside this
 * device's notifications: off until the patient (or a parent or guardian, for their children's
 * reminders) turns it on, as WhatsApp requires. The switch moves at once and moves back, with
 * a toast saying why, when the change is refused; offline it waits, as the break nudge does.
 */
import { Switch } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/api-types';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useOnline } from '../../../hooks/use-online';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/keys/auth-keys';
import { useAuthToken } from '../../../lib/session';
import { showError } from '../../../lib/toast';

/** Whether WhatsApp reminders are on, as shown (the change being saved, else the account's). */
export function useWhatsAppReminders() {
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { t } = useLingui();
  const save = useMutation({
    mutationFn: (whatsappReminders: boolean) =>
      apiRequest<{ user: CurrentUser }>('/users/me', {
        method: 'PATCH',
        body: { whatsappReminders },
      }),
    onSuccess: ({ user: updated }) =>
      queryClient.setQueryData(authKeys.currentUser(token), updated),
    onError: (error, on) =>
      showError(
        error,
        on
          ? t`WhatsApp reminders could not be turned on`
          : t`WhatsApp reminders could not be turned off`,
      ),
  });
  const saved = user.data?.whatsappReminders;
  return {
    on: (save.isPending ? save.variables : saved) === true,
    loaded: saved !== undefined,
    busy: save.isPending,
    change: (on: boolean) => save.mutate(on),
  };
}

export function WhatsAppReminderSwitch({
  reminders,
}: {
  reminders: ReturnType<typeof useWhatsAppReminders>;
}) {
  const online = useOnline();
  const { t } = useLingui();
  return (
    <Switch
      size="md"
      label={t`Remind me on WhatsApp`}
      description={
        online
          ? t`A WhatsApp message on each change day and after a long break.`
          : t`You can change this when you are back online.`
      }
      checked={reminders.on}
      disabled={!online || !reminders.loaded || reminders.busy}
      onChange={(event) => reminders.change(event.currentTarget.checked)}
      wrapperProps={{ 'data-setting': reminders.loaded ? 'loaded' : 'loading' }}
      styles={{
        body: { minHeight: 44, alignItems: 'center' },
        description: { color: 'var(--mantine-color-gray-7)' },
      }}
    />
  );
}
