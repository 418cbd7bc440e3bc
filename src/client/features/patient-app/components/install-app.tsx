import { useSyncExternalStore, type ReactNode } from 'react';
import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { SectionCard } from '../../../components/section-card';
import { BRAND } from '../../../../shared/constants';
import { installPrompt, isIosSafari, isStandalone, promptInstall } from '../../../lib/pwa';

/**
 * "Install the app" where the browser offers installing (`beforeinstallprompt`), and the
 * Add-to-Home-Screen steps in iOS Safari; nothing once the app runs from the home screen.
 */
export function InstallApp() {
  const prompt = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, () => null);
  if (isStandalone()) return null;
  if (prompt) {
    return (
      <Card>
        <Text c="gray.9">
          <Trans>Open your dashboard from your home screen, even offline.</Trans>
        </Text>
        <Button onClick={() => void promptInstall()}>
          <Trans>Install the app</Trans>
        </Button>
      </Card>
    );
  }
  if (!isIosSafari()) return null;
  return (
    <Card>
      <Text c="gray.9">
        <Trans>Add {BRAND} to your Home Screen to open your dashboard like an app:</Trans>
      </Text>
      <List type="ordered" size="sm" spacing={4} c="gray.9">
        <List.Item>
          <Trans>Tap the Share button at the bottom of Safari.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Choose “Add to Home Screen”.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Tap “Add”.</Trans>
        </List.Item>
      </List>
    </Card>
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <SectionCard aria-labelledby="install-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4" id="install-title">
          <Trans>Get the {BRAND} app</Trans>
        </Title>
        {children}
      </Stack>
    </SectionCard>
  );
}
