import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { formatInstantDate } from '../../../../shared/display-dates';

/** Tells the patient their erasure request is open, for as long as it is. */
export function ErasureOpenNotice() {
  const { data: user } = useCurrentUser();
  const { t, i18n } = useLingui();
  if (!user?.erasureRequestedAt) return null;
  const asked = formatInstantDate(user.erasureRequestedAt, i18n.locale);
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      title={t`Your request to erase your data is open`}
      // The light orange's own title colour is 3.6:1 on its background: too faint.
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
    >
      <Trans>
        You asked on {asked}. The clinic will contact you within 30 days before your data is erased.
        Until then, your account works as before.
      </Trans>
    </Alert>
  );
}
