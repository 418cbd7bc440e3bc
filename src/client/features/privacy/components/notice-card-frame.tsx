import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { SectionCard } from '../../../components/section-card';

/** The privacy notice's card on the dashboard: its title and why the clinic keeps data, then `children`. */
export function NoticeCardFrame({ children }: { children: ReactNode }) {
  return (
    <SectionCard aria-labelledby="consent-title" bg="teal.0" bd="1px solid teal.3" p="sm">
      <Stack gap="xs" align="flex-start">
        <Title order={2} fz="md" id="consent-title">
          <Trans>Your data and your privacy</Trans>
        </Title>
        <Text size="sm" c="gray.9">
          <Trans>
            Your clinic keeps your plan, wear log, issues and photos to look after your treatment.
          </Trans>
        </Text>
        {children}
      </Stack>
    </SectionCard>
  );
}
