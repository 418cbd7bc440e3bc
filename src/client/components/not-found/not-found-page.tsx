import { Button, Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BRAND } from '../../../shared/constants';
import { PublicShell } from '../layout/public-shell';
import classes from './not-found-page.module.css';

/** The 404 page (docs/product-spec.md §2 route `*`), inside the public header and footer. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found · ${BRAND}`);
  return (
    <PublicShell>
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
        <Button component={Link} to="/" size="md" mt="lg">
          <Trans>Back to homepage</Trans>
        </Button>
      </Container>
    </PublicShell>
  );
}
