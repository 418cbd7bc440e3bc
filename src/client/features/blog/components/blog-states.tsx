// Mantine's CSS first: the CSS modules imported after it override it.
import '../styles.css';
import type { ReactNode } from 'react';
import { Button, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '../../../components/site/site-link';

/** Shown only when the server answers 404 for the post (or its address cannot be a post). */
export function BlogNotFound() {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1}>
        <Trans>Blog post not found</Trans>
      </Title>
      <Text c="gray.7" maw={480}>
        <Trans>This post may have been removed, or the link is mistyped.</Trans>
      </Text>
      <Button component={SiteLink} to="/blog" search={{ page: 1, sort: 'newest' }}>
        <Trans>Back to Blogs &amp; Insights</Trans>
      </Button>
    </Stack>
  );
}

export function BlogArticleSkeleton() {
  const { t } = useLingui();
  return (
    <Grid gap="xl" aria-busy="true" aria-label={t`Loading post`} role="status">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Skeleton style={{ aspectRatio: '16 / 9' }} radius="lg" />
          <Skeleton height={20} width="50%" />
          <Skeleton height={36} />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={14} width={i === 5 ? '60%' : '100%'} />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton height={320} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

/** The page around a post, its skeleton, error or not-found (the full app's route and the site
 * island both show them). */
export function BlogPostPage({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      {children}
    </Container>
  );
}
