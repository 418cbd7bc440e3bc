import { Button, Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BRAND } from '../../../shared/constants';
import { PublicShell } from '../layout/public-shell';
import { SiteLink } from '../site/site-link';
import classes from './not-found-page.module.css';

/** The 404 page's title, also written into the server-rendered page's head. */
export const notFoundTitle = (i18n: I18n) => i18n._(msg`Page not found · ${BRAND}`);

/**
 * The 404 page's content (docs/product-spec.md §2 route `*`): the full app's not-found route
 * puts it in the public layout, and so does the site island on the page the server renders.
 */
export function NotFoundContent() {
  const { i18n } = useLingui();
  useDocumentTitle(notFoundTitle(i18n));
  return (
    <Container size="sm" className={classes.wrap}>
      <img src="/images/not-found.svg" alt="" width={320} height={220} className={classes.art} />
      <Text className={classes.code} aria-hidden="true">
        404
      </Text>
      <Title order={1} className={classes.title}>
        <Trans>Sorry, we couldn&apos;t find this page.</Trans>
      </Title>
      <Text c="ink.6" size="lg">
        <Trans>
          The link may be broken or the page may have moved. Let&apos;s get your smile back on
          track.
        </Trans>
      </Text>
      <Button component={SiteLink} to="/" size="md" mt="lg">
        <Trans>Back to homepage</Trans>
      </Button>
    </Container>
  );
}

/** The full app's 404 page, inside the public header and footer. */
export function NotFoundPage() {
  return (
    <PublicShell>
      <NotFoundContent />
    </PublicShell>
  );
}
