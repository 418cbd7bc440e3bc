/** One patient's last 14 days of wear, for the board's drawer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CHART_DAYS, type WearLog } from '../lib/types';
import { complianceKeys } from './compliance-keys';

const patientWearQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: complianceKeys.wear(patientId),
    queryFn: ({ signal }) =>
      apiRequest<WearLog>('/wear', { query: { patientId, days: CHART_DAYS }, signal }),
    meta: { silent: true },
  });

export const usePatientWear = (patientId: string) => useQuery(patientWearQueryOptions(patientId));
