/**
 * The clinic's list of open erasure requests (GET /api/erasure-requests), and the one a patient
 * has open, shown on their page: the requests screen and the patient's page read one query.
 */
import { Alert } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErasureRequest } from '../../../shared/api-types';
import { formatDateIN } from '../../../shared/calendar-date';
import { apiRequest } from '../../lib/api-client';
import { privacyKeys } from '../../lib/keys/privacy-keys';

export const erasureRequestsQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.erasureRequests(),
    queryFn: ({ signal }) =>
      apiRequest<{ requests: ErasureRequest[] }>('/erasure-requests', { signal }).then(
        (body) => body.requests,
      ),
  });

/** The patient's open erasure request, if any: when it was sent and when it is due. */
export function OpenErasureRequest({ patientId }: { patientId: string }) {
  const requests = useQuery(erasureRequestsQueryOptions());
  const request = requests.data?.find((row) => row.patientId === patientId);
  if (!request) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title="Open erasure request"
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
    >
      Asked on {new Date(request.createdAt).toLocaleDateString('en-IN')}; answer due by{' '}
      {formatDateIN(request.dueOn)}.{request.reason ? ` Reason: ${request.reason}.` : ''} Answer it
      under Erasure Requests.
    </Alert>
  );
}
