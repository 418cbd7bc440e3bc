/**
 * Sends a job application as the spec's multipart body: `data` holds the JSON fields and
 * `resume` the PDF. The form says what failed: on its field when the server names one (the
 * resume's type or size, a field's rule), else in a red toast — never both.
 */
import { ApplicationDataSchema, type ApplicationData } from '../../../../shared/schemas/content';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useRequest } from '../../../hooks/use-request';

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

/** The resume's type or size refused: said on the resume's field. */
export const resumeRefused = (error: Error): error is ApiError =>
  error instanceof ApiError && (error.status === 413 || error.status === 415);

/** Whether every issue the server named belongs to a field of the form. */
export function onFields(error: Error): error is ApiError {
  const named = (error instanceof ApiError && error.issues) || [];
  return named.length > 0 && named.every(({ path }) => path in ApplicationDataSchema.entries);
}

/** Said once, where it belongs: on the field it concerns, else as a toast. */
const APPLICATION_FAILED = (error: Error) => (resumeRefused(error) || onFields(error) ? false : {});

export const useApplyForJob = () => useRequest(applyForJob, { errorToast: APPLICATION_FAILED });
