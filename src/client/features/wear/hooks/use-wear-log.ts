/**
 * The wear card's state and its one action. A tap goes into the outbox first and is sent from
 * there, at once when online and otherwise when the connection returns (at start-up and at
 * every `online` event), so each tap reaches the server exactly once.
 */
import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { showError } from '../../../lib/toast';
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

export function useWearOutbox() {
  const sendWaiting = useSendWaiting();
  useEffect(() => {
    const onOnline = () => void sendWaiting().catch(() => undefined);
    onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sendWaiting]);
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

/** The time, renewed every `ms`: figures that run with the clock. */
function useNow(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

export function useWearLog() {
  const summary = useWearSummary();
  const waiting = useWaitingWearEvents();
  const now = useNow(1000);
  const live =
    summary.data && waiting.data
      ? liveWear(summary.data, summary.dataUpdatedAt, waiting.data, now)
      : undefined;
  return { summary, waiting: waiting.data ?? [], live, now };
}
