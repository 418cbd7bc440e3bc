import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/button-link';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/** A failed list: what went wrong and a retry. */
export function ListError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">Please check your connection and try again.</Text>
        <Button size="xs" color="red.9" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

/** An admin page whose data failed to load (the route's errorComponent). */
export function AdminPageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <ListError
      title={
        error instanceof Error && error.message ? error.message : 'This page could not be loaded'
      }
      onRetry={() => {
        queryReset.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
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
