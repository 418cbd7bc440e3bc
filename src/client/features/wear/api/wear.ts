/**
 * The patient's wear log: the last 14 clinic days and whether the aligners are out now (kept
 * in IndexedDB, so the card shows offline), the taps still waiting to be sent, and the break
 * reminder's switch.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serverClockAhead } from '../../../lib/server-clock';
import type { WearEvent } from '../lib/wear-outbox';
import { waitingWearEvents } from '../lib/wear-outbox';
import { wearKeys } from './wear-keys';

import type { WearDay, WearLog } from '../../../../shared/wear-rules';

/**
 * GET /api/wear: the days newest first (from the plan's start), and the open break if any; saved
 * with how far the server's clock was ahead of the phone's when it answered (absent in an answer
 * saved before that was kept).
 */
export type WearSummary = WearLog & { serverAheadMs?: number };
export type { WearDay };

export interface WearSettings {
  breakReminder: boolean;
}

export const WEAR_CHART_DAYS = 14;

export const wearSummaryQueryOptions = () =>
  queryOptions({
    queryKey: wearKeys.summary(),
    queryFn: async ({ signal }): Promise<WearSummary> => {
      const log = await apiRequest<WearLog>('/wear', { signal, query: { days: WEAR_CHART_DAYS } });
      return { ...log, serverAheadMs: serverClockAhead() };
    },
    meta: { persist: true, silent: true },
    // Offline, the saved answer stands and no request goes out (unlike the plan's, no service
    // worker cache answers it).
    networkMode: 'online',
    staleTime: 60_000,
  });

export const useWearSummary = () => useQuery(wearSummaryQueryOptions());

/** The taps not sent yet: read from the outbox itself, with or without a network. */
export const useWaitingWearEvents = () =>
  useQuery({
    queryKey: wearKeys.waiting(),
    queryFn: waitingWearEvents,
    networkMode: 'always',
    staleTime: Infinity,
  });

export const postWearEvents = (events: WearEvent[]) =>
  apiRequest<{ accepted: number; out: { since: string } | null }>('/wear/events', {
    method: 'POST',
    body: { events },
  });

export const useWearSettings = () =>
  useQuery({
    queryKey: wearKeys.settings(),
    queryFn: ({ signal }) => apiRequest<WearSettings>('/wear/settings', { signal }),
    meta: { persist: true, silent: true },
    networkMode: 'online',
    staleTime: 5 * 60_000,
  });

export function useSaveWearSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WearSettings) =>
      apiRequest<WearSettings>('/wear/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(wearKeys.settings(), saved),
  });
}
