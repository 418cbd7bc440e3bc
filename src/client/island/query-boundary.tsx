import { Component, Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';

interface CatchProps {
  fallback: (retry: () => void, error: unknown) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Shows `fallback` instead of a tree that threw, until its retry. */
class Catch extends Component<CatchProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false, error: undefined });
  };

  override render() {
    return this.state.failed
      ? this.props.fallback(this.retry, this.state.error)
      : this.props.children;
  }
}

interface QueryBoundaryProps {
  pending: ReactNode;
  error: (retry: () => void, error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * What a route's `pendingComponent` and `errorComponent` do in the full app, for a page of
 * the site island: `pending` while its queries load, `error` with a retry if they fail.
 */
export function QueryBoundary({ pending, error, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Catch fallback={error} onRetry={reset}>
          <Suspense fallback={pending}>{children}</Suspense>
        </Catch>
      )}
    </QueryErrorResetBoundary>
  );
}
