import { useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import type { Timeline } from '../../../../shared/api-types';
import { formatDateIN } from '../../../../shared/calendar-date';
import { CheckIcon } from '../../../components/icons';
import { useOnline } from '../../../hooks/use-online';
import { useAlignerSwitches, useConfirmSwitch, type AlignerSwitch } from '../api/aligner-switches';
import type { TappedAligner } from '../lib/dashboard-search';
import type { PatientPlan } from '../lib/patient-plan';

interface AlignerFocusProps {
  tapped: TappedAligner;
  plan: PatientPlan;
  timeline: Timeline;
}

/**
 * What a tap on aligner k's case means today (DESIGN.md §4): confirm switching to it, it is
 * done, or it is still to come. A tag that is not one of the patient's aligners gets a calm
 * note. Never error-red: a tap is a normal thing to do.
 */
export function AlignerFocus({ tapped, plan, timeline }: AlignerFocusProps) {
  const isCurrent = tapped.kind === 'aligner' && tapped.aligner === plan.currentAligner;
  const switches = useAlignerSwitches(isCurrent);
  const card = useRef<HTMLElement>(null);
  const router = useRouter();
  useEffect(() => {
    const reveal = () => card.current?.scrollIntoView({ block: 'center' });
    reveal();
    // The router restores or resets the scroll once a navigation has rendered: reveal again.
    return router.subscribe('onRendered', reveal);
  }, [router]);
  return (
    <SectionCard
      ref={card}
      aria-label="Your tapped aligner"
      bg="brand.0"
      bd="2px solid var(--mantine-color-brand-7)"
      data-testid="aligner-focus"
    >
      {tapped.kind === 'unknown' ? (
        <Note title="This tag isn't one of your aligners">
          Your plan has {plan.aligners} aligners{currentText(plan)}. If the tag came with your
          aligners, please let us know.
        </Note>
      ) : isCurrent ? (
        <CurrentAligner aligner={tapped.aligner} plan={plan} switches={switches} />
      ) : tapped.aligner < plan.currentAligner ? (
        <Note title={`Aligner ${tapped.aligner} is done`}>
          You're on aligner {plan.currentAligner} now.
        </Note>
      ) : (
        <Note title={`Aligner ${tapped.aligner} is still to come`}>
          It starts on {startOf(timeline, tapped.aligner)}
          {plan.currentAligner > 0 ? `; you're on aligner ${plan.currentAligner} now.` : '.'}
        </Note>
      )}
    </SectionCard>
  );
}

const currentText = (plan: PatientPlan) =>
  plan.currentAligner > 0 ? ` and you're on aligner ${plan.currentAligner}` : '';

function startOf(timeline: Timeline, aligner: number): string {
  const event = timeline.eventDates[aligner - 1];
  return event ? formatDateIN(event.date) : 'a later date';
}

function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz="h4" c="brand.9">
        {title}
      </Title>
      <Text c="gray.9">{children}</Text>
    </Stack>
  );
}

interface CurrentAlignerProps {
  aligner: number;
  plan: PatientPlan;
  switches: ReturnType<typeof useAlignerSwitches>;
}

function CurrentAligner({ aligner, plan, switches }: CurrentAlignerProps) {
  const confirm = useConfirmSwitch();
  const online = useOnline();
  const confirmed = switches.data?.find((s) => s.aligner === aligner);

  if (plan.status === 'completed') {
    return <Note title={`Aligner ${aligner} is done`}>Your treatment is complete.</Note>;
  }
  if (plan.status === 'paused') {
    return (
      <Note title={`Aligner ${aligner}`}>
        Your treatment is paused. Once you resume it, tap again to confirm this aligner.
      </Note>
    );
  }
  if (confirmed) return <Confirmed confirmed={confirmed} />;
  // Nothing saved about the switches and no way to ask: say so rather than wait for ever.
  if (!switches.data && (!online || switches.isError)) {
    return <UnknownSwitch aligner={aligner} online={online} switches={switches} />;
  }
  return (
    <Stack gap="sm">
      <Note title={`It's time for aligner ${aligner}`}>
        Put it in, then let us know so your plan stays on track.
      </Note>
      <Button
        size="lg"
        fullWidth
        loading={confirm.isPending || (online && switches.isPending)}
        disabled={!online}
        onClick={() => confirm.mutate(aligner)}
      >
        I've switched to aligner {aligner}
      </Button>
      {!online && (
        <Text size="sm" c="gray.8">
          Connect to the internet to confirm.
        </Text>
      )}
    </Stack>
  );
}

interface UnknownSwitchProps {
  aligner: number;
  online: boolean;
  switches: ReturnType<typeof useAlignerSwitches>;
}

function UnknownSwitch({ aligner, online, switches }: UnknownSwitchProps) {
  return (
    <Stack gap="sm">
      <Note title={`Aligner ${aligner}`}>
        {online
          ? `We couldn't check whether you have confirmed aligner ${aligner} yet.`
          : `You're offline, so we can't check whether you have confirmed aligner ${aligner} yet.`}{' '}
        If you haven't switched, put it in now; once you're back online, check again to confirm it.
      </Note>
      <Button
        variant="outline"
        size="md"
        loading={switches.fetchStatus === 'fetching'}
        onClick={() => void switches.refetch()}
      >
        Check again
      </Button>
    </Stack>
  );
}

function Confirmed({ confirmed }: { confirmed: AlignerSwitch }) {
  const timing =
    confirmed.lateByDays === 0
      ? 'right on time'
      : `${confirmed.lateByDays} ${confirmed.lateByDays === 1 ? 'day' : 'days'} after its start date`;
  return (
    <Stack gap={4} role="status">
      <Title order={2} fz="h4" c="brand.9">
        <ThemeIcon size="sm" radius="xl" color="brand.8" mr={8} aria-hidden="true">
          <CheckIcon size={14} />
        </ThemeIcon>
        Aligner {confirmed.aligner} confirmed
      </Title>
      <Text c="gray.9">
        You switched on {formatDateIN(confirmed.switchedOn)}, {timing}.
      </Text>
    </Stack>
  );
}
