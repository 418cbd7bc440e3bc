import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, SimpleGrid, Text, Title } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import { daysLabel, weeksLabel, type PatientPlan } from '../lib/patient-plan';
import { StatTile } from './stat-tiles';

/** docs/product-spec.md §4 "Dashboard progress bar": daysCompleted / duration, capped at 100 %. */
export function DurationOverview({ plan, percent }: { plan: PatientPlan; percent: number }) {
  const { t, i18n } = useLingui();
  const shown = Math.round(percent);
  return (
    <SectionCard aria-labelledby="duration-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h4" id="duration-title">
          <Trans>Duration Overview</Trans>
        </Title>
        <Text fw={800} fz="lg" c="brand.8" data-testid="progress-percent">
          {shown}%
        </Text>
      </Group>
      <Progress value={shown} size="lg" radius="xl" mt="sm" aria-label={t`Treatment progress`} />
      <SimpleGrid cols={2} spacing="sm" mt="md">
        <StatTile label={t`Total Days`}>
          {daysLabel(i18n, plan.duration)}
          <Text span display="block" fz="sm" fw={500} c="gray.7">
            {weeksLabel(i18n, plan.durationInWeeks)}
          </Text>
        </StatTile>
        <StatTile label={t`Remaining Days`}>{daysLabel(i18n, plan.daysRemaining)}</StatTile>
      </SimpleGrid>
    </SectionCard>
  );
}
