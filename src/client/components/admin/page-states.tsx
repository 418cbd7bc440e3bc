import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ButtonLink } from '../button-link';
import { RouteQueryError } from '../route-query-error';

/** An admin page whose data failed to load (a route's errorComponent), with a retry. */
export function AdminPageError({ reset }: ErrorComponentProps) {
  return <RouteQueryError title="Could not load this page" reset={reset} />;
}

export function AdminPageLoader() {
  return (
    <Center mih={240} aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** A record that does not exist (any more), with the way back to its list. */
export function AdminNotFound({
  title,
  back,
}: {
  title: string;
  back: { to: '/admin/career-post' | '/admin/blog'; label: string };
}) {
  return (
    <Stack align="flex-start" gap="sm" role="alert">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="gray.7">It may have been deleted, or the link is mistyped.</Text>
      <ButtonLink to={back.to} variant="light">
        {back.label}
      </ButtonLink>
    </Stack>
  );
}
