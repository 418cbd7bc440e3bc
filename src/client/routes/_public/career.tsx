import { Suspense } from 'react';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import {
  CareerPage,
  jobsQueryOptions,
  LatestOpenings,
  LatestOpeningsError,
  LatestOpeningsSkeleton,
} from '../../features/careers';
import { RouteQueryError } from '../../components/route-query-error';
import { contentLanguage } from '../../lib/content-language';

export const Route = createFileRoute('/_public/career')({
  // The openings are fetched as the page's code loads, but only their own section waits for
  // them (in a skeleton of their size): the rest of the page shows at once.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(jobsQueryOptions(contentLanguage()));
  },
  errorComponent: CareerErrorPage,
  component: () => (
    <CareerPage>
      <Suspense fallback={<LatestOpeningsSkeleton />}>
        <LatestOpenings />
      </Suspense>
    </CareerPage>
  ),
});

function CareerErrorPage({ reset }: ErrorComponentProps) {
  const { t } = useLingui();
  return (
    <CareerPage>
      <LatestOpeningsError
        error={<RouteQueryError title={t`The openings could not be loaded`} reset={reset} />}
      />
    </CareerPage>
  );
}
