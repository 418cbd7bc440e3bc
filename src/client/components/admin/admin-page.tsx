import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BRAND } from '../../../shared/constants';

interface AdminPageProps {
  title: string;
  /** One line under the title saying what the page is for. */
  description?: string;
  /** Buttons on the right of the title (they wrap below it on a narrow screen). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every admin screen's frame: the page title (also the document's), its actions, the content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  useDocumentTitle(`${title} · Admin · ${BRAND}`);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {description && (
            <Text c="gray.7" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
