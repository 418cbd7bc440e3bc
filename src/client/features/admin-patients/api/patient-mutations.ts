/** Register, edit and delete a patient; each refreshes every admin screen (lists, counts, issues). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Patient } from '../../../../shared/api-types';
import type { PatientCreate, PatientUpdate } from '../../../../shared/schemas/patient';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/keys/admin-keys';

/** A refused value (a taken email or phone among them) is said on its field, not in a toast. */
const saidOnFields = (error: Error) => error instanceof ApiError && !!error.issues?.length;

function useRefreshPatients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export function useRegisterPatient() {
  const refresh = useRefreshPatients();
  return useMutation({
    mutationFn: (body: PatientCreate) =>
      apiRequest<{ message: string; user: Patient }>('/users/register', { body }),
    onSuccess: refresh,
    // The form shows the message on its field, or this is an admin toast.
    meta: { errorToast: (error: Error) => (saidOnFields(error) ? false : {}) },
  });
}

export function useUpdatePatient() {
  const refresh = useRefreshPatients();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PatientUpdate }) =>
      apiRequest<{ message: string; user: Patient }>(`/users/update/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: refresh,
    meta: {
      errorToast: (error: Error) =>
        saidOnFields(error) ? false : { message: 'Something went wrong while updating.' },
    },
  });
}

export function useDeletePatient() {
  const refresh = useRefreshPatients();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/users/delete/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
    // docs/product-spec.md §8's words.
    meta: { errorToast: { message: 'Failed to delete user.' } },
  });
}
