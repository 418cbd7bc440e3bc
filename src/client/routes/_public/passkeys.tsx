import { Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { BRAND } from '../../../shared/constants';
import { requireUser } from '../../features/auth';
import { PasskeyManager, passkeysQueryOptions } from '../../features/passkeys';

/** /passkeys: a patient's passkeys, from the account menu; an admin's are at /admin/passkeys. */
export const Route = createFileRoute('/_public/passkeys')({
  beforeLoad: async (args) => {
    const user = await requireUser(args);
    if (user.role === 'admin') throw redirect({ to: '/admin/passkeys', replace: true });
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(passkeysQueryOptions());
  },
  component: PasskeysPage,
});

function PasskeysPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Passkeys · ${BRAND}`);
  return (
    <Container size="md" px="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          <Trans>Passkeys</Trans>
        </Title>
        <PasskeyManager />
      </Stack>
    </Container>
  );
}
