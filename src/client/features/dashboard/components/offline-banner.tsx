import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOnline } from '../../../hooks/use-online';

/** docs/design.md §4: with no connection the dashboard shows what was saved, and says so. */
export function OfflineBanner() {
  const { t } = useLingui();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      role="status"
      color="ink"
      variant="light"
      radius="lg"
      title={t`You're offline — showing your saved plan`}
      styles={{ title: { color: 'var(--mantine-color-ink-9)' } }}
    >
      <Trans>Changes and new issues are sent when you're back online.</Trans>
    </Alert>
  );
}
