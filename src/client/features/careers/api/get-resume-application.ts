/** Who sent a resume, and for which opening: the viewer's title and download name. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobApplication } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { resumeKeys } from './resume-keys';

const resumeApplicationQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: resumeKeys.application(applicationId),
    queryFn: async () =>
      (await apiRequest<{ applyJob: JobApplication }>(`/apply-jobs/${applicationId}`)).applyJob,
    // Personal data, like the resume itself: never kept once the viewer closes.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });

/** Asked once the resume itself has loaded: a caller refused the resume is not asked again. */
export const useResumeApplication = (applicationId: string, enabled: boolean) =>
  useQuery({ ...resumeApplicationQueryOptions(applicationId), enabled });
