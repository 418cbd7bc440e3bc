/**
 * The patient's wear log: the last 14 clinic days and whether the aligners are out now (kept
 * in IndexedDB, so the card shows offline), the taps still waiting to be sent, and the break
 * reminder's switch.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { WEAR_DAYS_DEFAULT } from '../../../../shared/constants';
import { apiRequest } from '../../../lib/api-client';
import { NOTHING_WAITING } from '../../../lib/outbox';
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

/** The days the card charts: the server's default, which the page's script tag asks for early. */
export const WEAR_CHART_DAYS = WEAR_DAYS_DEFAULT;

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
const waitingWearEventsQueryOptions = () =>
  queryOptions({
    queryKey: wearKeys.waiting(),
    queryFn: waitingWearEvents,
    networkMode: 'always',
    staleTime: Infinity,
  });

export const useWaitingWearEvents = (enabled = true) =>
  useQuery({ ...waitingWearEventsQueryOptions(), enabled });

/**
 * For the dashboard's loader: asks for the log without waiting for it (offline, the saved one
 * stands), and resolves once the outbox's taps are read (from this phone, a few milliseconds),
 * so that a log already there is drawn with the page, on its first screen.
 */
export async function prefetchWearLog(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(wearSummaryQueryOptions());
  await queryClient.prefetchQuery(waitingWearEventsQueryOptions());
}

/**
 * What the server draws the card and the break reminder's switch from: the saved log and
 * settings, and no taps waiting, as it has no outbox (the page carries only saved answers: the
 * app reads the phone's own outbox).
 */
export async function prefetchWearForDrawing(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(wearKeys.waiting(), NOTHING_WAITING);
  await Promise.all([
    queryClient.prefetchQuery(wearSummaryQueryOptions()),
    queryClient.prefetchQuery(wearSettingsQueryOptions()),
  ]);
}

export const postWearEvents = (events: WearEvent[]) =>
  apiRequest<{ accepted: number; out: { since: string } | null }>('/wear/events', {
    method: 'POST',
    body: { events },
  });

const wearSettingsQueryOptions = () =>
  queryOptions({
    queryKey: wearKeys.settings(),
    queryFn: ({ signal }) => apiRequest<WearSettings>('/wear/settings', { signal }),
    meta: { persist: true, silent: true },
    networkMode: 'online',
    staleTime: 5 * 60_000,
  });

export const useWearSettings = () => useQuery(wearSettingsQueryOptions());

export function useSaveWearSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WearSettings) =>
      apiRequest<WearSettings>('/wear/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(wearKeys.settings(), saved),
  });
}
