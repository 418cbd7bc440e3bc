/** The open positions (docs/product-spec.md §7 "List jobs"). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Job } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from '../../../lib/keys/job-keys';
import { useContentLanguage } from '../../../lib/content-language';
import type { Language } from '../../../../shared/languages';

/** The openings in `lang`, each in it where it has a version (its `lang` says which). */
export const jobsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: jobKeys.list(lang),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ jobs: Job[] }>('/jobs', { query: { lang }, signal })).jobs,
    staleTime: 5 * 60_000,
  });

export const useJobs = () => useSuspenseQuery(jobsQueryOptions(useContentLanguage()));
