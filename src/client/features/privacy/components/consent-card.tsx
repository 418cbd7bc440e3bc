import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { SectionCard } from '../../../components/section-card';
import { SiteLink } from '../../../components/site/site-link';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { errorMessage } from '../../../lib/toast';
import { useAgreeToNotice } from '../api/privacy';
import { MinorNoticeCard } from './minor-notice-card';

/**
 * The dashboard's notice until the patient has agreed to the current privacy notice: a compact
 * card at the top, never a dialog in the way of the treatment; the notice itself says the rest.
 */
export function ConsentCard() {
  const { data: user } = useCurrentUser();
  const agree = useAgreeToNotice();
  if (!user || user.role !== 'patient' || user.consent !== null) return null;
  // A minor's parent or guardian agrees for them (docs/design.md §12): the card names who.
  if (user.guardians) return <MinorNoticeCard guardians={user.guardians} />;
  return (
    <SectionCard aria-labelledby="consent-title" bg="teal.0" bd="1px solid teal.3" p="sm">
      <Stack gap="xs" align="flex-start">
        <Title order={2} fz="md" id="consent-title">
          <Trans>Your data and your privacy</Trans>
        </Title>
        <Text size="sm" c="gray.9">
          <Trans>
            Your clinic keeps your plan, wear log, issues and photos to look after your treatment.
          </Trans>
        </Text>
        <Group gap="xs">
          <Button onClick={() => agree.mutate()} loading={agree.isPending}>
            <Trans>I agree</Trans>
          </Button>
          <Button component={SiteLink} to="/privacy" variant="default">
            <Trans>Read the privacy notice</Trans>
          </Button>
        </Group>
        {agree.error && (
          <Text c="red.8" role="alert">
            {errorMessage(agree.error)}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
