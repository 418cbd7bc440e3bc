/** A patient's consent, data download and erasure request; the clinic's erasure requests. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Consent, CurrentUser } from '../../../../shared/api-types';
import { PRIVACY_NOTICE_VERSION } from '../../../../shared/constants';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/keys/auth-keys';
import { saveFile } from '../../../lib/save-file';
import { getToken } from '../../../lib/session';

const EXPORT_FILE_NAME = 'tapalign-data.zip';

/** Changes the signed-in patient's cached current-user in place (the server has the same). */
function patchCurrentUser(queryClient: QueryClient, patch: Partial<CurrentUser>) {
  queryClient.setQueryData<CurrentUser | null>(authKeys.currentUser(getToken()), (user) =>
    user ? { ...user, ...patch } : user,
  );
}

export function useAgreeToNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ consent: Consent }>('/users/me/consent', {
        body: { version: PRIVACY_NOTICE_VERSION },
      }),
    onSuccess: ({ consent }) => patchCurrentUser(queryClient, { consent }),
  });
}

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<Pick<CurrentUser, 'erasureRequestedAt' | 'erasureDueOn'>>(
        '/users/me/erasure-request',
        { body: { reason } },
      ),
    onSuccess: (request) => patchCurrentUser(queryClient, request),
  });
}

/** Withdraws the open erasure request (204). */
export function useWithdrawErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('/users/me/erasure-request', { method: 'DELETE' }),
    onSuccess: () =>
      patchCurrentUser(queryClient, { erasureRequestedAt: null, erasureDueOn: null }),
  });
}

/** The patient's own data (`me`) or, for an admin, a patient's, saved as tapalign-data.zip. */
export function useDownloadData() {
  return useMutation({
    mutationFn: (patientId: string) => apiDownload(`/users/${patientId}/export`),
    onSuccess: (blob) => saveFile(blob, EXPORT_FILE_NAME),
  });
}

/** Completes a request: the patient is deleted, and everything about them. */
export function useErasePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patientId: string) =>
      apiRequest(`/users/delete/${patientId}`, { method: 'DELETE' }),
    // Every list that showed the patient is out of date.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
