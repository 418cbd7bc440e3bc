import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

interface QueryErrorProps {
  /** What failed, as the alert's title ("The posts could not be loaded"). */
  title: string;
  onRetry: () => void;
}

/** Data that failed to load: the one alert that says so and offers "Try again". */
export function QueryError({ title, onRetry }: QueryErrorProps) {
  return (
    <Alert color="red" title={title} role="alert">
      <Group justify="space-between">
        <Text size="sm">Please check your connection and try again.</Text>
        <Button size="xs" color="red.9" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

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
