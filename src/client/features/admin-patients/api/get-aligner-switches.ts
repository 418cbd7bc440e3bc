/** The aligners the patient confirmed by tapping the case (GET /api/aligner-switches?patientId=). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlignerSwitch } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys } from './patient-keys';

export const alignerSwitchesQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.switches(patientId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ switches: AlignerSwitch[] }>('/aligner-switches', {
          query: { patientId },
          signal,
        })
      ).switches,
    meta: { silent: true },
  });

export const useAlignerSwitches = (patientId: string) =>
  useQuery(alignerSwitchesQueryOptions(patientId));
