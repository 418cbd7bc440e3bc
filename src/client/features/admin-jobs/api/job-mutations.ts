/**
 * Posting, editing and deleting jobs (docs/product-spec.md §7). Each invalidates every job key, so
 * the admin table and the public careers page show the change; failures get the query client's red
 * toast (3 s on the admin screens).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '../../../../shared/api-types';
import type { JobInput } from '../../../../shared/schemas/content';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from '../../../lib/keys/job-keys';

interface JobAnswer {
  message: string;
  job: Job;
}

function useJobMutation<TVariables>(send: (variables: TVariables) => Promise<JobAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export const useCreateJob = () =>
  useJobMutation((job: JobInput) => apiRequest<JobAnswer>('/jobs', { method: 'POST', body: job }));

export const useUpdateJob = () =>
  useJobMutation(({ id, job }: { id: string; job: JobInput }) =>
    apiRequest<JobAnswer>(`/jobs/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { ...job, _id: id },
    }),
  );

export const useDeleteJob = () =>
  useJobMutation((id: string) =>
    apiRequest<JobAnswer>(`/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
