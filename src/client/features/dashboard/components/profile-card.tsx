import {
  Avatar,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionCard } from '../../../components/section-card';
import type { CurrentUser } from '../../../../shared/api-types';
import { PHONE_PREFIX } from '../../../../shared/constants';
import { avatarFor } from '../../../components/layout/nav-links';
import { formatDate } from '../../../../shared/display-dates';
import badge from './badge.module.css';
import { preparesDialog } from './patient-dialogs';
import { STATUS_LOOK, changeInterval, type PatientPlan } from '../lib/patient-plan';

interface ProfileCardProps {
  user: CurrentUser;
  plan: PatientPlan;
  onRaiseIssue: () => void;
}

/**
 * Who the plan belongs to, its start and rhythm, its status, and "Got any issues?" (while paused,
 * "Resume your treatment" stands in the first screen instead: TodayCard).
 */
export function ProfileCard({ user, plan, onRaiseIssue }: ProfileCardProps) {
  const { t, i18n } = useLingui();
  const status = STATUS_LOOK[plan.status];
  return (
    <SectionCard aria-label={t`Profile`}>
      <Group wrap="nowrap" align="center" gap="md">
        <Avatar src={avatarFor(user)} alt="" size={64} radius="xl" />
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz="h3">
              {user.name}
            </Title>
            <Badge
              color={status.color}
              variant="filled"
              data-status={plan.status}
              className={badge.badge}
            >
              {i18n._(status.label)}
            </Badge>
          </Group>
          <Text size="sm" c="gray.7" truncate="end">
            {user.email}
          </Text>
          <Text size="sm" c="gray.7">
            {PHONE_PREFIX} {user.phone}
          </Text>
        </Stack>
      </Group>

      <SimpleGrid cols={2} spacing="sm" mt="md">
        <Detail label={t`Starting date`} value={formatDate(plan.startDate, i18n.locale)} />
        <Detail label={t`Aligner change`} value={changeInterval(i18n, plan.steps)} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="md">
        {plan.link3d && (
          <Button
            component="a"
            href={plan.link3d}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
          >
            <Trans>View 3D plan</Trans>
            <VisuallyHidden>
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </VisuallyHidden>
          </Button>
        )}
        {plan.status !== 'paused' && (
          <Button variant="outline" onClick={onRaiseIssue} {...preparesDialog('issue')}>
            <Trans>Got any issues?</Trans>
          </Button>
        )}
      </SimpleGrid>
    </SectionCard>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
