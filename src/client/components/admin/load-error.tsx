import { Alert, Button, Group, Text } from '@mantine/core';

interface LoadErrorProps {
  /** What failed to load, as in "Could not load {what}". */
  what: string;
  onRetry: () => void;
}

/** A list or record that failed to load: say so and offer a retry. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" title={`Could not load ${what}`} role="alert">
      <Group justify="space-between">
        <Text size="sm">Please check your connection and try again.</Text>
        <Button size="xs" color="red.9" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
