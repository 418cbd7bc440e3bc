/**
 * The wear card's state and its one action. A tap goes into the outbox first and is sent from
 * there, at once when online and otherwise when the connection returns (at start-up and at
 * every `online` event), so each tap reaches the server exactly once.
 */
import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { NOTHING_WAITING } from '../../../lib/outbox';
import { showError } from '../../../lib/toast';
import { drawingInstant } from '../../../lib/server-clock';
import {
  postWearEvents,
  useWaitingWearEvents,
  useWearSummary,
  wearSummaryQueryOptions,
} from '../api/wear';
import { wearKeys } from '../api/wear-keys';
import { liveWear } from '../lib/live-wear';
import {
  queueWearTap,
  sendWaitingWearEvents,
  waitingWearEvents,
  wearRefusalMessage,
  WEAR_REFUSED_TITLE,
} from '../lib/wear-outbox';
import type { WearEventType } from '../../../../shared/constants';

/** Sends the waiting taps; the saved log and the outbox's list change together, never apart. */
function useSendWaiting() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (!navigator.onLine) return;
    const { sent, rejected } = await sendWaitingWearEvents(postWearEvents);
    // A refused batch has left the outbox: say so, and let the card count from the server.
    rejected.forEach((error) =>
      showError(new Error(wearRefusalMessage(error)), i18n._(WEAR_REFUSED_TITLE)),
    );
    if (sent.length + rejected.length === 0) return;
    // A refresh already under way (say, the reconnect's) may have left before the server had
    // this batch, and fetchQuery would share its answer: cancelled, the card's next answer
    // includes the batch before the outbox's list loses it.
    await queryClient.cancelQueries({ queryKey: wearKeys.summary() });
    const [waiting] = await Promise.all([
      waitingWearEvents(),
      queryClient.fetchQuery({ ...wearSummaryQueryOptions(), staleTime: 0 }).catch(() => null),
    ]);
    queryClient.setQueryData(wearKeys.waiting(), waiting);
  }, [queryClient]);
}

/** Sends this phone's waiting taps now and at every reconnect; `enabled` false in a child's view. */
export function useWearOutbox(enabled = true) {
  const sendWaiting = useSendWaiting();
  useEffect(() => {
    if (!enabled) return;
    const onOnline = () => void sendWaiting().catch(() => undefined);
    onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [enabled, sendWaiting]);
}

export function useWearTap() {
  const queryClient = useQueryClient();
  const sendWaiting = useSendWaiting();
  return useMutation({
    mutationFn: async (type: WearEventType) => {
      await queueWearTap(type);
      queryClient.setQueryData(wearKeys.waiting(), await waitingWearEvents());
      void sendWaiting().catch(() => undefined);
    },
  });
}

/**
 * The log as the card shows it: the server's, with this phone's taps still waiting in the outbox
 * (`withWaiting`; a parent's or guardian's view of a child's log has none of its own), counted to
 * `now`. As a page the server drew is hydrated, `now` is the instant it was drawn at; it is
 * renewed when the figures next change (`changesAt`: each second of a running break, otherwise
 * each minute of the day), as each renewal renders the whole card again.
 */
export function useWearLog({ withWaiting = true } = {}) {
  const summary = useWearSummary();
  const outbox = useWaitingWearEvents(withWaiting);
  const waiting = withWaiting ? outbox.data : NOTHING_WAITING;
  const [now, setNow] = useState(() => drawingInstant() ?? Date.now());
  const live =
    summary.data && waiting
      ? liveWear(summary.data, summary.dataUpdatedAt, waiting, now)
      : undefined;
  const changesAt = live?.changesAt;
  useEffect(() => {
    if (changesAt === undefined) return;
    // Never short of `changesAt`: a timer a millisecond early would leave the figures as they are.
    const renew = () => setNow(Math.max(Date.now(), changesAt));
    const timer = window.setTimeout(renew, Math.max(0, changesAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [changesAt]);
  return { summary, waiting: waiting ?? NOTHING_WAITING, live, now };
}
