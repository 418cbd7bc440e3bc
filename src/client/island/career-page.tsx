import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { QueryError } from '../components/query-error';
import {
  CareerPage as Career,
  LatestOpenings,
  LatestOpeningsError,
  LatestOpeningsSkeleton,
} from '../features/careers';
import { QueryBoundary } from './query-boundary';
import { WithQueries } from './with-queries';

/** /career in the site island: the prerendered page; its openings load once it is hydrated. */
export function CareerPage() {
  const { t } = useLingui();
  return (
    <WithQueries>
      <Career>
        <QueryErrorResetBoundary>
          {({ reset }) => (
            <QueryBoundary
              pending={<LatestOpeningsSkeleton />}
              error={(retry) => (
                <LatestOpeningsError
                  error={<QueryError title={t`The openings could not be loaded`} onRetry={retry} />}
                />
              )}
              onRetry={reset}
            >
              <LatestOpenings />
            </QueryBoundary>
          )}
        </QueryErrorResetBoundary>
      </Career>
    </WithQueries>
  );
}
