import { Button, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { SiteLink } from '../../../components/site/site-link';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { errorMessage } from '../../../lib/toast';
import { useAgreeToNotice } from '../api/privacy';
import { MinorNoticeCard } from './minor-notice-card';
import { NoticeCardFrame } from './notice-card-frame';

/**
 * The dashboard's notice until the patient has agreed to the current privacy notice: a compact
 * card at the top, never a dialog in the way of the treatment; the notice itself says the rest.
 * A minor's card names who agrees for them; in their parent's or guardian's view, they agree.
 */
interface ConsentCardProps {
  /** A parent's or guardian's view of their child: they agree for the child. */
  asGuardian?: boolean;
}

export function ConsentCard({ asGuardian = false }: ConsentCardProps) {
  const { data: user } = useCurrentUser();
  const agree = useAgreeToNotice();
  if (!user || user.role !== 'patient' || user.consent !== null) return null;
  // A minor's parent or guardian agrees for them (docs/design.md §12): the card names who.
  if (user.guardians && !asGuardian) return <MinorNoticeCard guardians={user.guardians} />;
  return (
    <NoticeCardFrame>
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
    </NoticeCardFrame>
  );
}
