import { useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** docs/product-spec.md §2: while the timeline loads, 3 tiles and 8 timeline rows. */
export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t`Loading your treatment`} role="status">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={84} radius="lg" data-testid="tile-skeleton" />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          {Array.from({ length: 8 }, (_, i) => (
            <Group key={i} gap="sm" wrap="nowrap" data-testid="timeline-row-skeleton">
              <Skeleton height={36} circle />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={14} width="45%" />
                <Skeleton height={12} width="30%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
