import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { PlanFigures } from '../lib/patient-plan';

/**
 * docs/product-spec.md §2: Current Aligner, Next Aligner Date (or 'All Done') and Journey status.
 */
export function StatTiles({ figures }: { figures: PlanFigures }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <StatTile label={t`Current Aligner`}>{figures.aligner}</StatTile>
      <StatTile label={t`Next Aligner Date`}>{figures.nextAlignerDate}</StatTile>
      <StatTile label={t`Journey status`}>{figures.journey}</StatTile>
    </SimpleGrid>
  );
}

export function StatTile({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="lg" p="md" role="group" aria-labelledby={id}>
      <Text id={id} size="sm" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fz={22} fw={800} c="brand.8" lh={1.3} mt={4}>
        {children}
      </Text>
    </Paper>
  );
}
