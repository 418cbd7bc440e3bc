/** Register, edit and delete a patient; each refreshes every admin screen (lists, counts, issues). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Patient } from '../../../../shared/api-types';
import type { PatientCreate, PatientUpdate } from '../../../../shared/schemas/patient';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_QUERY_ROOT } from '../../../components/admin';

function useRefreshPatients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
}

export function useRegisterPatient() {
  const refresh = useRefreshPatients();
  return useMutation({
    mutationFn: (body: PatientCreate) =>
      apiRequest<{ message: string; user: Patient }>('/users/register', { body }),
    onSuccess: refresh,
    // The form shows the message on its field, or in an admin toast.
    meta: { silent: true },
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
    meta: { silent: true },
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
    meta: { silent: true },
  });
}
