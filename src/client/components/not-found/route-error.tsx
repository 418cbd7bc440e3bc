import { Button, Container, Group, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteRetry } from '../route-query-error';
import classes from './not-found-page.module.css';

/** What a failed page load shows: the reason and a retry, never a blank screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  const { t } = useLingui();
  return (
    <Container size="sm" className={classes.wrap} role="alert">
      <Title order={1} className={classes.title}>
        <Trans>Something went wrong</Trans>
      </Title>
      <Text c="ink.6" size="lg">
        {error instanceof Error && error.message ? error.message : t`Please try again.`}
      </Text>
      <Group mt="lg">
        <Button onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
        <Button component="a" href="/" variant="default">
          <Trans>Back to homepage</Trans>
        </Button>
      </Group>
    </Container>
  );
}
