/**
 * Sends a job application as the spec's multipart body: `data` holds the JSON fields and
 * `resume` the PDF. The form says what failed: on its field when the server names one (the
 * resume's type or size, a field's rule), else in a red toast — never both.
 */
import { useMutation } from '@tanstack/react-query';
import type { ApplicationData } from '../../../../shared/schemas/content';
import { apiRequest } from '../../../lib/api-client';

interface ApplicationInput {
  data: ApplicationData;
  resume: File;
}

function applyForJob({ data, resume }: ApplicationInput) {
  const formData = new FormData();
  formData.set('data', JSON.stringify(data));
  formData.set('resume', resume, resume.name);
  return apiRequest<{ message: string }>('/apply-jobs', { method: 'POST', formData });
}

export function useApplyForJob() {
  return useMutation({ mutationFn: applyForJob, meta: { silent: true } });
}
