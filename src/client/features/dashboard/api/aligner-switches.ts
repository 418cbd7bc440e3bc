/**
 * The NFC tap-to-confirm (docs/design.md §2 "Aligner switches"): which aligners the patient has
 * confirmed putting in, and confirming today's.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { AlignerSwitch } from '../../../../shared/api-types';
import type { AlignerSwitchInput } from '../../../../shared/schemas/aligner-switch';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export type { AlignerSwitch };

const alignerSwitchesQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.switches(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ switches: AlignerSwitch[] }>('/aligner-switches', { signal })).switches,
    meta: { persist: true, silent: true },
    staleTime: 60_000,
  });

export const useAlignerSwitches = (enabled: boolean) =>
  useQuery({ ...alignerSwitchesQueryOptions(), enabled });

/**
 * Asks for the switches with the plan, without waiting for them: they are saved with it, so a
 * tap on a case offline still knows which aligners were confirmed, on any device.
 */
export function prefetchSavedPlan(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(alignerSwitchesQueryOptions());
}

export function useConfirmSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (aligner: number) => {
      const body: AlignerSwitchInput = { aligner };
      return (
        await apiRequest<{ switch: AlignerSwitch }>('/aligner-switches', { method: 'POST', body })
      ).switch;
    },
    onSuccess: async (confirmed) => {
      queryClient.setQueryData(dashboardKeys.switches(), (switches: AlignerSwitch[] = []) => [
        ...switches.filter((s) => s.aligner !== confirmed.aligner),
        confirmed,
      ]);
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.switches() });
    },
  });
}
