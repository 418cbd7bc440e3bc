import { Alert, Button, Group, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { readerText } from '../lib/reader-text';

interface QueryErrorProps {
  /** What failed, as the alert's title ("The posts could not be loaded"). */
  title: string;
  onRetry: () => void;
}

/**
 * Data that failed to load: the one alert that says so and offers "Try again", in the page's
 * language (the admin panel's in English).
 */
export function QueryError({ title, onRetry }: QueryErrorProps) {
  useLingui(); // follows a change of language
  return (
    <Alert color="red" title={title} role="alert">
      <Group justify="space-between">
        <Text size="sm">
          {readerText(
            'Please check your connection and try again.',
            msg`Please check your connection and try again.`,
          )}
        </Text>
        <Button size="xs" color="red.9" onClick={onRetry}>
          {readerText('Try again', msg`Try again`)}
        </Button>
      </Group>
    </Alert>
  );
}
