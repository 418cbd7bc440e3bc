/** One patient's last 14 days of wear and their aligner switches, for the board's drawer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlignerSwitch } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { CHART_DAYS, type WearLog } from '../lib/types';
import { complianceKeys } from './compliance';

export const patientWearQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: complianceKeys.wear(patientId),
    queryFn: ({ signal }) =>
      apiRequest<WearLog>('/wear', { query: { patientId, days: CHART_DAYS }, signal }),
    meta: { silent: true },
  });

export const usePatientWear = (patientId: string) => useQuery(patientWearQueryOptions(patientId));

export const useSwitchHistory = (patientId: string) =>
  useQuery({
    queryKey: complianceKeys.switches(patientId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ switches: AlignerSwitch[] }>('/aligner-switches', {
          query: { patientId },
          signal,
        })
      ).switches,
    meta: { silent: true },
  });
