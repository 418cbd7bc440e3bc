import { Button, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '../../../../shared/api-types';
import type { GuardianRelationship } from '../../../../shared/constants';
import { SiteLink } from '../../../components/site/site-link';
import { NoticeCardFrame } from './notice-card-frame';

type Guardians = NonNullable<CurrentUser['guardians']>;

/**
 * A minor's privacy notice (docs/design.md §12): their parent or guardian agrees to it for them,
 * so the card names who, and has no "I agree" of its own.
 */
export function MinorNoticeCard({ guardians }: { guardians: Guardians }) {
  const { t, i18n } = useLingui();
  const relationships: Record<GuardianRelationship, string> = {
    mother: t`your mother`,
    father: t`your father`,
    guardian: t`your guardian`,
  };
  const names = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(
    guardians.map(({ name, relationship }) => `${name} (${relationships[relationship]})`),
  );
  return (
    <NoticeCardFrame>
      <Text size="sm" c="gray.9">
        <Trans>Your parent or guardian agrees to this notice for you: {names}.</Trans>
      </Text>
      <Button component={SiteLink} to="/privacy" variant="default">
        <Trans>Read the privacy notice</Trans>
      </Button>
    </NoticeCardFrame>
  );
}
