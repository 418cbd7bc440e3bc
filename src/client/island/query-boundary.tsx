import { Component, Suspense, type ReactNode } from 'react';

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
  /** Lets what failed be fetched again (`PageData.forgetFailures`). */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * What a route's `pendingComponent` and `errorComponent` do in the full app, for a page of
 * the site island: `pending` while its data loads, `error` with a retry if it fails.
 */
export function QueryBoundary({ pending, error, onRetry, children }: QueryBoundaryProps) {
  return (
    <Catch fallback={error} onRetry={onRetry}>
      <Suspense fallback={pending}>{children}</Suspense>
    </Catch>
  );
}
