/**
 * The dashboard's first card (docs/design.md §4 "Today first"): which aligner the patient is on
 * (k of N) and where its switch stands (due today, late by n days, done), the next change date,
 * the pause with its "Resume your treatment", the open issues the clinic is looking into with its
 * phone, and the photo check-in when one is due. Its rows
 * keep their height while the switches load, so nothing under it moves when they arrive.
 */
import type { ReactNode } from 'react';
import { Box, Button, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Timeline } from '../../../../shared/api-types';
import { daysBetween } from '../../../../shared/calendar-date';
import { formatDate } from '../../../../shared/display-dates';
import { CheckIcon } from '../../../components/icons';
import { SectionCard } from '../../../components/section-card';
import { useOnline } from '../../../hooks/use-online';
import { phoneToday } from '../../../lib/phone-calendar';
import { useAlignerSwitches, useConfirmSwitch } from '../api/aligner-switches';
import type { PatientPlan } from '../lib/patient-plan';
import { OpenIssueNotice } from './open-issue-notice';
import { PausedNotice } from './paused-notice';

/** The confirm button's height: its row keeps it whatever it shows. */
const ACTION_HEIGHT = 50;

interface TodayCardProps {
  plan: PatientPlan;
  timeline: Timeline;
  /** The tapped-aligner card above confirms the switch itself: no second button here. */
  confirmAbove: boolean;
  onResume: () => void;
  /** The photo check-in's line when one is due (composed by the route). */
  checkInDue?: ReactNode;
}

export function TodayCard({ plan, timeline, confirmAbove, onResume, checkInDue }: TodayCardProps) {
  const { t, i18n } = useLingui();
  const current = plan.currentAligner;
  const started = current > 0;
  const active = plan.status === 'active' && started;
  const total = plan.aligners;
  const firstDay = timeline.eventDates[0]?.date;
  const startsOn = firstDay && formatDate(firstDay, i18n.locale);
  return (
    <SectionCard aria-label={t`Today`} data-testid="today-card">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz={22} c="brand.9" data-testid="today-aligner">
            {started
              ? t`Aligner ${current} of ${total}`
              : startsOn
                ? t`Your treatment starts on ${startsOn}`
                : t`Your treatment has not started yet`}
          </Title>
          <Text c="gray.8" data-testid="today-next">
            <NextChange plan={plan} />
          </Text>
        </Stack>
        {active && (
          <SwitchState
            plan={plan}
            timeline={timeline}
            withAction={!confirmAbove}
            aligner={current}
          />
        )}
        <PausedNotice plan={plan} onResume={onResume} />
        <OpenIssueNotice plan={plan} />
        {checkInDue}
      </Stack>
    </SectionCard>
  );
}

/** The next change date, or why there is none. */
function NextChange({ plan }: { plan: PatientPlan }) {
  const { t, i18n } = useLingui();
  if (plan.status === 'completed') return t`Your treatment is complete.`;
  if (plan.status === 'paused') return t`No change is due while your treatment is paused.`;
  if (!plan.nextDate) return t`This is your last aligner.`;
  const next = formatDate(plan.nextDate, i18n.locale);
  return t`Next change: ${next}`;
}

interface SwitchStateProps {
  plan: PatientPlan;
  timeline: Timeline;
  aligner: number;
  withAction: boolean;
}

/** The current aligner's switch: done (when), due today, or late by n days, with its button. */
function SwitchState({ timeline, aligner, withAction }: SwitchStateProps) {
  const { t, i18n } = useLingui();
  const switches = useAlignerSwitches(true);
  const confirm = useConfirmSwitch();
  const online = useOnline();
  const confirmed = switches.data?.find((s) => s.aligner === aligner);
  const startsOn = timeline.eventDates[aligner - 1]?.date;
  const today = phoneToday();
  const lateBy = startsOn ? Math.max(0, daysBetween(startsOn, today)) : 0;

  let state: ReactNode;
  let action: ReactNode = null;
  if (confirmed) {
    const day = formatDate(confirmed.switchedOn, i18n.locale);
    state = (
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size="sm" radius="xl" color="brand.8" aria-hidden="true">
          <CheckIcon size={14} />
        </ThemeIcon>
        <Text fw={700} c="brand.9">
          <Trans>Switched on {day}</Trans>
        </Text>
      </Group>
    );
  } else if (!switches.data) {
    state =
      !online || switches.isError ? (
        <Text c="gray.8">
          <Trans>Whether you have confirmed this aligner shows once you're online.</Trans>
        </Text>
      ) : (
        <Skeleton h={24} w="60%" />
      );
  } else {
    state = (
      <Text fw={700} c={lateBy > 0 ? 'red.9' : 'brand.9'} data-testid="switch-state">
        {lateBy > 0
          ? t`Switch late by ${plural(lateBy, { one: '# day', other: '# days' })}`
          : t`Switch due today`}
      </Text>
    );
    action = (
      <Button
        size="lg"
        fullWidth
        loading={confirm.isPending}
        disabled={!online}
        onClick={() => confirm.mutate(aligner)}
      >
        <Trans>I've switched to aligner {aligner}</Trans>
      </Button>
    );
  }
  return (
    <Stack gap="xs">
      <Box mih={24}>{state}</Box>
      {withAction && (
        // Room for the button from the first paint on: it appears or not once the switches
        // are known, and nothing below moves.
        <Box mih={ACTION_HEIGHT}>
          {action ??
            (switches.isPending && online ? <Skeleton h={ACTION_HEIGHT} radius="md" /> : null)}
        </Box>
      )}
    </Stack>
  );
}
