import { useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionCard } from '../../../components/section-card';
import type { Timeline } from '../../../../shared/api-types';
import { CheckIcon } from '../../../components/icons';
import { useOnline } from '../../../hooks/use-online';
import { useAlignerSwitches, useConfirmSwitch, type AlignerSwitch } from '../api/aligner-switches';
import type { TappedAligner } from '../lib/dashboard-search';
import { keepInViewWhileSettling } from '../lib/keep-in-view';
import { formatDate } from '../../../../shared/display-dates';
import type { PatientPlan } from '../lib/patient-plan';

interface AlignerFocusProps {
  tapped: TappedAligner;
  plan: PatientPlan;
  timeline: Timeline;
}

/**
 * What a tap on aligner k's case means today (docs/design.md §4): confirm switching to it, it is
 * done, or it is still to come; kept in view with the wear card's button under it. A tag that is not one of the patient's aligners gets a calm
 * note. Never error-red: a tap is a normal thing to do.
 */
export function AlignerFocus({ tapped, plan, timeline }: AlignerFocusProps) {
  const { t, i18n } = useLingui();
  const isCurrent = tapped.kind === 'aligner' && tapped.aligner === plan.currentAligner;
  const switches = useAlignerSwitches(isCurrent);
  const card = useRef<HTMLElement>(null);
  const router = useRouter();
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    let stop = keepInViewWhileSettling(element);
    // The router restores or resets the scroll once a navigation has rendered: reveal again.
    const unsubscribe = router.subscribe('onRendered', () => {
      stop();
      stop = keepInViewWhileSettling(element);
    });
    return () => {
      stop();
      unsubscribe();
    };
  }, [router]);
  const total = plan.aligners;
  const current = plan.currentAligner;
  let note: ReactNode;
  if (tapped.kind === 'unknown') {
    note = (
      <Note title={t`This tag isn't one of your aligners`}>
        {current > 0
          ? t`Your plan has ${plural(total, { one: '# aligner', other: '# aligners' })} and you're on aligner ${current}. If the tag came with your aligners, please let us know.`
          : t`Your plan has ${plural(total, { one: '# aligner', other: '# aligners' })}. If the tag came with your aligners, please let us know.`}
      </Note>
    );
  } else if (isCurrent) {
    note = <CurrentAligner aligner={tapped.aligner} plan={plan} switches={switches} />;
  } else {
    const aligner = tapped.aligner;
    if (aligner < current) {
      note = (
        <Note title={t`Aligner ${aligner} is done`}>
          <Trans>You're on aligner {current} now.</Trans>
        </Note>
      );
    } else {
      const event = timeline.eventDates[aligner - 1];
      const start = event && formatDate(event.date, i18n.locale);
      note = (
        <Note title={t`Aligner ${aligner} is still to come`}>
          {start
            ? current > 0
              ? t`It starts on ${start}; you're on aligner ${current} now.`
              : t`It starts on ${start}.`
            : current > 0
              ? t`It starts on a later date; you're on aligner ${current} now.`
              : t`It starts on a later date.`}
        </Note>
      );
    }
  }
  return (
    <SectionCard
      ref={card}
      aria-label={t`Your tapped aligner`}
      bg="brand.0"
      bd="2px solid var(--mantine-color-brand-7)"
      data-testid="aligner-focus"
    >
      {note}
    </SectionCard>
  );
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
  const { t } = useLingui();
  const confirm = useConfirmSwitch();
  const online = useOnline();
  const confirmed = switches.data?.find((s) => s.aligner === aligner);

  if (plan.status === 'completed') {
    return (
      <Note title={t`Aligner ${aligner} is done`}>
        <Trans>Your treatment is complete.</Trans>
      </Note>
    );
  }
  if (plan.status === 'paused') {
    return (
      <Note title={t`Aligner ${aligner}`}>
        <Trans>
          Your treatment is paused. Once you resume it, tap again to confirm this aligner.
        </Trans>
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
      <Note title={t`It's time for aligner ${aligner}`}>
        <Trans>Put it in, then let us know so your plan stays on track.</Trans>
      </Note>
      <Button
        size="lg"
        fullWidth
        loading={confirm.isPending || (online && switches.isPending)}
        disabled={!online}
        onClick={() => confirm.mutate(aligner)}
      >
        <Trans>I've switched to aligner {aligner}</Trans>
      </Button>
      {!online && (
        <Text size="sm" c="gray.8">
          <Trans>Connect to the internet to confirm.</Trans>
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
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Note title={t`Aligner ${aligner}`}>
        {online
          ? t`We couldn't check whether you have confirmed aligner ${aligner} yet.`
          : t`You're offline, so we can't check whether you have confirmed aligner ${aligner} yet.`}{' '}
        <Trans>
          If you haven't switched, put it in now; once you're back online, check again to confirm
          it.
        </Trans>
      </Note>
      <Button
        variant="outline"
        size="md"
        loading={switches.fetchStatus === 'fetching'}
        onClick={() => void switches.refetch()}
      >
        <Trans>Check again</Trans>
      </Button>
    </Stack>
  );
}

function Confirmed({ confirmed }: { confirmed: AlignerSwitch }) {
  const { t, i18n } = useLingui();
  const day = formatDate(confirmed.switchedOn, i18n.locale);
  const late = confirmed.lateByDays;
  const aligner = confirmed.aligner;
  return (
    <Stack gap={4} role="status">
      <Title order={2} fz="h4" c="brand.9">
        <ThemeIcon size="sm" radius="xl" color="brand.8" mr={8} aria-hidden="true">
          <CheckIcon size={14} />
        </ThemeIcon>
        <Trans>Aligner {aligner} confirmed</Trans>
      </Title>
      <Text c="gray.9">
        {late === 0
          ? t`You switched on ${day}, right on time.`
          : t`You switched on ${day}, ${plural(late, { one: '# day', other: '# days' })} after its start date.`}
      </Text>
    </Stack>
  );
}
