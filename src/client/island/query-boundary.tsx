import { Component, Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';

interface CatchProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Shows `fallback` instead of a tree that threw, until its retry. */
class Catch extends Component<CatchProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

interface QueryBoundaryProps {
  pending: ReactNode;
  error: (retry: () => void) => ReactNode;
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
