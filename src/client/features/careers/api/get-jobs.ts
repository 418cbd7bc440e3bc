/** The open positions (docs/product-spec.md §7 "List jobs"). */
import type { Job } from '../../../../shared/api-types';
import { usePageAnswer, type PageRequest } from '../../../lib/page-data';
import { useContentLanguage } from '../../../lib/content-language';
import type { Language } from '../../../../shared/languages';

/** The openings in `lang`, each in it where it has a version (its `lang` says which). */
export const jobsRequest = (lang: Language): PageRequest<Job[]> => ({
  path: '/jobs',
  query: { lang },
  read: (body: { jobs: Job[] }) => body.jobs,
});

/** The openings; the page's boundary shows their skeleton meanwhile. */
export const useJobs = () => usePageAnswer(jobsRequest(useContentLanguage()));
