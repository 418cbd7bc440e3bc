import { Alert, Button, Group, Text } from '@mantine/core';

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
