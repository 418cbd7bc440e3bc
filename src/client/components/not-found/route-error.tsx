import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useRouteRetry } from '../route-query-error';
import classes from './not-found-page.module.css';

/** What a failed page load shows: the reason and a retry, never a blank screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  return (
    <Container size="sm" className={classes.wrap} role="alert">
      <Title order={1} className={classes.title}>
        Something went wrong
      </Title>
      <Text c="ink.6" size="lg">
        {error instanceof Error && error.message ? error.message : 'Please try again.'}
      </Text>
      <Group mt="lg">
        <Button onClick={retry}>Try again</Button>
        <Button component={Link} to="/" variant="default">
          Back to homepage
        </Button>
      </Group>
    </Container>
  );
}
