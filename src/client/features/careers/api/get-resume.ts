/** A resume's bytes, fetched with the admin's bearer token (a plain link could not send it). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESUME_TYPE } from '../../../../shared/constants';
import { apiDownload } from '../../../lib/api-client';
import { resumeKeys } from './resume-keys';

const resumeQueryOptions = (apiPath: string) =>
  queryOptions({
    queryKey: resumeKeys.detail(apiPath),
    queryFn: async () => new Blob([await apiDownload(apiPath)], { type: RESUME_TYPE }),
    // Resumes are personal data: never kept once the viewer closes, never retried blindly.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });

export const useResume = (apiPath: string) => useQuery(resumeQueryOptions(apiPath));
