import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { QueryError } from './query-error';

/**
 * A route's retry after its loader (or a `useSuspenseQuery` under it) failed: clears the failed
 * queries' error state, the route's error boundary, and runs the loaders again.
 */
export function useRouteRetry(reset?: ErrorComponentProps['reset']) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return () => {
    queryReset.reset();
    reset?.();
    void router.invalidate();
  };
}

/** A route's `errorComponent`: `QueryError` with `title`, retrying the route. */
export function RouteQueryError({
  title,
  reset,
}: { title: string } & Partial<ErrorComponentProps>) {
  return <QueryError title={title} onRetry={useRouteRetry(reset)} />;
}
