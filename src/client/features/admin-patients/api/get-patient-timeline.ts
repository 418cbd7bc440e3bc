/** A patient's timeline as the patient sees it (GET /api/timeline/:patientId). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timeline } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys } from './patient-keys';

const patientTimelineQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.timeline(patientId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ timeline: Timeline }>(`/timeline/${encodeURIComponent(patientId)}`, {
          signal,
        })
      ).timeline.eventDates,
    meta: { silent: true },
  });

export const usePatientTimeline = (patientId: string) =>
  useQuery(patientTimelineQueryOptions(patientId));
