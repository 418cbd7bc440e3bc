/**
 * Sending the outbox's check-ins from the page: at start-up, at every `online` event and when
 * the patient presses "Send". The service worker sends them too where the browser has
 * Background Sync; it tells the open pages, which then show the list the server holds.
 */
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CHECK_INS_SENT_MESSAGE } from '../../../../shared/check-in-outbox';
import { checkInKeys } from '../../../lib/keys/check-in-keys';
import { showError, showSuccess } from '../../../lib/toast';
import { ownCheckInsQueryOptions, postCheckIn } from '../api/check-ins';
import { sendWaitingCheckIns, waitingCheckIns } from '../lib/check-in-outbox';

/** The toasts' words, read in the active language when shown. */
const CHECK_IN_SENT_TITLE = msg`Check-in sent`;
const CHECK_IN_SENT = msg`Your clinic will reply here.`;
const CHECK_IN_REFUSED_TITLE = msg`Your check-in could not be sent`;

const showSent = () => showSuccess(i18n._(CHECK_IN_SENT), i18n._(CHECK_IN_SENT_TITLE));

/**
 * The list the server holds and the outbox's list, read again in that order: a check-in just
 * sent is in the first before it leaves the second, never in neither.
 */
export function useRefreshCheckIns() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ fromServer }: { fromServer: boolean }) => {
      if (fromServer) {
        await queryClient.cancelQueries({ queryKey: checkInKeys.own, exact: true });
        await queryClient
          .fetchQuery({ ...ownCheckInsQueryOptions(), staleTime: 0 })
          .catch(() => undefined);
      }
      queryClient.setQueryData(checkInKeys.waiting(), await waitingCheckIns());
    },
    [queryClient],
  );
}

/**
 * Sends what waits and says how it went: a toast per check-in sent, one per check-in the
 * server refused (the outbox has dropped it: sent again it would be refused again). Returns
 * the failure that kept the rest waiting, if any.
 */
export function useSendWaitingCheckIns() {
  const refresh = useRefreshCheckIns();
  return useCallback(async (): Promise<{ keptBy: unknown }> => {
    let keptBy: unknown = null;
    const { sent, rejected } = await sendWaitingCheckIns(async (item) => {
      try {
        return await postCheckIn(item);
      } catch (error) {
        keptBy = error;
        throw error;
      }
    });
    sent.forEach(() => showSent());
    rejected.forEach((error) => showError(error, i18n._(CHECK_IN_REFUSED_TITLE)));
    await refresh({ fromServer: sent.length + rejected.length > 0 });
    return { keptBy: rejected.includes(keptBy) ? null : keptBy };
  }, [refresh]);
}

/** Sends this phone's waiting check-ins; `enabled` false in a child's view, which has none. */
export function useCheckInOutbox(enabled = true) {
  const sendWaiting = useSendWaitingCheckIns();
  const refresh = useRefreshCheckIns();
  useEffect(() => {
    if (!enabled) return;
    const onOnline = () => {
      if (navigator.onLine) void sendWaiting().catch(() => undefined);
    };
    const onWorkerMessage = (event: MessageEvent) => {
      const { type, sent } = (event.data ?? {}) as { type?: unknown; sent?: number };
      if (type !== CHECK_INS_SENT_MESSAGE) return;
      for (let i = 0; i < (sent ?? 0); i += 1) showSent();
      void refresh({ fromServer: true }).catch(() => undefined);
    };
    onOnline();
    window.addEventListener('online', onOnline);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      window.removeEventListener('online', onOnline);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [enabled, sendWaiting, refresh]);
}
