import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useErasureDates } from '../lib/erasure-dates';

/** Tells the patient their erasure request is open, for as long as it is. */
export function ErasureOpenNotice() {
  const { data: user } = useCurrentUser();
  const { t } = useLingui();
  if (!user?.erasureRequestedAt) return null;
  return (
    <Notice
      requestedAt={user.erasureRequestedAt}
      dueOn={user.erasureDueOn}
      title={t`Your request to erase your data is open`}
    />
  );
}

function Notice({
  requestedAt,
  dueOn,
  title,
}: {
  requestedAt: string;
  dueOn: string | null | undefined;
  title: string;
}) {
  const { sent: asked, due } = useErasureDates(requestedAt, dueOn);
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      title={title}
      // The light orange's own title colour is 3.6:1 on its background: too faint.
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
    >
      {due ? (
        <Trans>
          You asked on {asked}. The clinic will contact you and answer by {due}. You can withdraw
          your request under “Your data”.
        </Trans>
      ) : (
        <Trans>
          You asked on {asked}. The clinic will contact you within 30 days before your data is
          erased. Until then, your account works as before.
        </Trans>
      )}
    </Alert>
  );
}
