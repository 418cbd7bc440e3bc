import { useSyncExternalStore } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { BRAND } from '../../shared/constants';
import { readerText } from '../lib/reader-text';
import { applyUpdate, updateWaiting } from '../lib/pwa/service-worker';

/**
 * docs/design.md §4: when a new version is installed and waiting, "A new version of TapAlign is
 * ready" with "Reload"; the patient decides when, so nothing they are typing is lost. In the
 * page's language (the admin panel's in English).
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get, () => false);
  useLingui(); // follows a change of language
  if (!waiting) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="lg"
      radius="lg"
      p="md"
      withBorder
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={480}
      mx="auto"
      style={{ zIndex: 400 }}
    >
      {/* On a phone "Reload" goes below the line rather than squeezing it (or its own label). */}
      <Group justify="space-between" gap="sm">
        <Text fw={600} size="sm" c="gray.9">
          {readerText(
            `A new version of ${BRAND} is ready`,
            msg`A new version of ${BRAND} is ready`,
          )}
        </Text>
        <Button size="sm" onClick={applyUpdate} style={{ flexShrink: 0 }}>
          {readerText('Reload', msg`Reload`)}
        </Button>
      </Group>
    </Paper>
  );
}
