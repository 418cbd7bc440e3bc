import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { QueryError } from '../components/query-error';
import {
  CareerPage as Career,
  LatestOpenings,
  LatestOpeningsError,
  LatestOpeningsSkeleton,
} from '../features/careers';
import { PageData, PageDataProvider } from '../lib/page-data';
import { QueryBoundary } from './query-boundary';

/** /career in the site island: the prerendered page; its openings load once it is hydrated. */
export function CareerPage() {
  const { t } = useLingui();
  const [data] = useState(() => new PageData());
  return (
    <PageDataProvider value={data}>
      <Career>
        <QueryBoundary
          pending={<LatestOpeningsSkeleton />}
          error={(retry) => (
            <LatestOpeningsError
              error={<QueryError title={t`The openings could not be loaded`} onRetry={retry} />}
            />
          )}
          onRetry={() => data.forgetFailures()}
        >
          <LatestOpenings />
        </QueryBoundary>
      </Career>
    </PageDataProvider>
  );
}
