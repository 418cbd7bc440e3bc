/**
 * The dashboard's "Photo check-ins" card (anchor #check-ins, which the clinic's reply opens):
 * the button that opens a check-in and the list of past ones. The check-in's own screen, and
 * the photo library it needs, load only when it is opened.
 */
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { SectionCard } from '../../../components/section-card';
import { ToothIcon } from '../../../components/icons';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useFocusBackWhenClosed } from '../../../hooks/use-focus-back';
import { useOwnCheckIns } from '../api/check-ins';
import { useCheckInFlow } from '../hooks/use-check-in-flow';
import { useCheckInOutbox } from '../hooks/use-check-in-outbox';
import { CheckInList } from './check-in-list';

const CheckInFlow = lazy(() => import('./check-in-flow'));

const CHECK_INS_ANCHOR = 'check-ins';

interface CheckInsCardProps {
  /** A parent's or guardian's view of a child's check-ins: the list and the clinic's replies. */
  readOnly?: boolean;
}

export function CheckInsCard({ readOnly = false }: CheckInsCardProps) {
  const titleId = useId();
  const aligner = useCurrentUser().data?.currentAligner ?? 0;
  const card = useScrolledToWhenNamed();
  useCheckInOutbox(!readOnly);
  return (
    <SectionCard id={CHECK_INS_ANCHOR} ref={card} aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz={22} id={titleId}>
          <Trans>Photo check-ins</Trans>
        </Title>
        {readOnly ? null : aligner > 0 ? (
          <>
            <Text c="gray.8">
              <Trans>
                Show your clinic how aligner {aligner} fits: three photos, and they reply here.
              </Trans>
            </Text>
            <CheckInButton aligner={aligner} />
          </>
        ) : (
          <Text c="gray.8">
            <Trans>You can send your clinic photos once your treatment has started.</Trans>
          </Text>
        )}
        <CheckInList withWaiting={!readOnly} />
      </Stack>
    </SectionCard>
  );
}

/** "Photo check-in", and the check-in it opens for `aligner`. */
export function CheckInButton({ aligner }: { aligner: number }) {
  const flow = useCheckInFlow();
  // Not the dialog's own focus return: it is loaded, and so mounted, already open.
  const opener = useFocusBackWhenClosed(flow.opened);
  return (
    <>
      <Button
        ref={opener}
        leftSection={<ToothIcon />}
        onClick={flow.open}
        size="md"
        w={{ sm: 'fit-content' }}
      >
        <Trans>Photo check-in</Trans>
      </Button>
      {/* Mounted from the first opening on, so closing can return the focus to the button. */}
      {flow.session > 0 ? (
        <Suspense fallback={null}>
          <CheckInFlow
            opened={flow.opened}
            session={flow.session}
            aligner={aligner}
            onClose={flow.close}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Opened as /dashboard#check-ins (the clinic's reply), the card comes into view once its list
 * has drawn: the page's own jump to the anchor happens before the list is there. With the
 * dashboard open already, only the address's hash changes: the list is asked for again then.
 */
function useScrolledToWhenNamed() {
  const card = useRef<HTMLElement>(null);
  const list = useOwnCheckIns();
  const loaded = list.data !== undefined;
  const { refetch } = list;
  const done = useRef(false);
  useEffect(() => {
    if (!loaded || done.current || window.location.hash !== `#${CHECK_INS_ANCHOR}`) return;
    done.current = true;
    card.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  useEffect(() => {
    const onHashChange = () => {
      if (window.location.hash !== `#${CHECK_INS_ANCHOR}`) return;
      card.current?.scrollIntoView({ block: 'start' });
      void refetch();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [refetch]);
  return card;
}
