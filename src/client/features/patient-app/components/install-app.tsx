import { useSyncExternalStore, type ReactNode } from 'react';
import { Button, List, Stack, Text, Title } from '@mantine/core';
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
        <Text c="gray.9">Open your dashboard from your home screen, even offline.</Text>
        <Button onClick={() => void promptInstall()}>Install the app</Button>
      </Card>
    );
  }
  if (!isIosSafari()) return null;
  return (
    <Card>
      <Text c="gray.9">Add {BRAND} to your Home Screen to open your dashboard like an app:</Text>
      <List type="ordered" size="sm" spacing={4} c="gray.9">
        <List.Item>Tap the Share button at the bottom of Safari.</List.Item>
        <List.Item>Choose “Add to Home Screen”.</List.Item>
        <List.Item>Tap “Add”.</List.Item>
      </List>
    </Card>
  );
}

function Card({ children }: { children: ReactNode }) {
  return (
    <SectionCard aria-labelledby="install-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4" id="install-title">
          Get the {BRAND} app
        </Title>
        {children}
      </Stack>
    </SectionCard>
  );
}
