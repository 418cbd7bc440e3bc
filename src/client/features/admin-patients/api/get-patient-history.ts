/** What happened to one patient's record, newest first (GET /api/audit?patientId=). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEvent } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys } from './patient-keys';

const patientHistoryQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: patientKeys.history(patientId),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ events: AuditEvent[] }>('/audit', { query: { patientId }, signal }))
        .events,
    meta: { silent: true },
  });

/** `useQuery`: a section of the view modal, with its own loading and error states. */
export const usePatientHistory = (patientId: string) =>
  useQuery(patientHistoryQueryOptions(patientId));
