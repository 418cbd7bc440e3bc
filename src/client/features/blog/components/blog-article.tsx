import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Grid, Group, Image, Stack, Text, Title } from '@mantine/core';
import { SiteLink } from '../../../components/site/site-link';
import type { Blog } from '../../../../shared/api-types';
import { BRAND } from '../../../../shared/constants';
import { formatPostDate } from '../lib/post-date';
import { toParagraphs } from '../lib/text';
import { postTitle } from '../lib/titles';
import { AboutCaseStudy } from './about-case-study';
import { BLOG_IMAGE_FALLBACK } from './blog-card';
import classes from './blog.module.css';
import { ShareRow } from './share-row';
import { useForeignTextLang } from '../../../lib/content-language';

/**
 * A post: its text is rendered as plain paragraphs, never as HTML. A post with no version in
 * the page's language shows its English words, marked as English, under a note saying so.
 */
export function BlogArticle({ blog }: { blog: Blog }) {
  const { i18n, t } = useLingui();
  const textLang = useForeignTextLang(blog.lang);
  const addedBy = blog.addedBy || t`${BRAND} team`;
  useDocumentTitle(postTitle(blog));
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack component="article" gap="md">
          <Anchor component={SiteLink} to="/blog" size="sm" fw={600} w="fit-content">
            <Trans>← All posts</Trans>
          </Anchor>
          <Image
            src={blog.image ?? BLOG_IMAGE_FALLBACK}
            fallbackSrc={BLOG_IMAGE_FALLBACK}
            alt={blog.title}
            lang={textLang}
            width={1280}
            height={720}
            fetchPriority="high"
            className={classes.heroImage}
          />
          <Group gap="md" wrap="wrap">
            {blog.category && (
              <Badge variant="light" radius="sm" size="lg" lang={textLang}>
                {blog.category}
              </Badge>
            )}
            <Text size="sm" c="gray.7">
              <Trans>
                Added By <strong>{addedBy}</strong>
              </Trans>
            </Text>
            <Text size="sm" c="gray.7" component="time" dateTime={blog.createdAt}>
              {formatPostDate(blog.createdAt, i18n.locale)}
            </Text>
          </Group>
          {textLang && (
            <Text size="sm" c="gray.7">
              <Trans>This post is available only in English.</Trans>
            </Text>
          )}
          <Title
            order={1}
            fz={{ base: 28, md: 40 }}
            lh={1.15}
            style={{ overflowWrap: 'anywhere' }}
            lang={textLang}
          >
            {blog.title}
          </Title>
          <div className={classes.description} lang={textLang}>
            {toParagraphs(blog.description).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <ShareRow title={blog.title} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <div style={{ position: 'sticky', top: 96 }}>
          <AboutCaseStudy />
        </div>
      </Grid.Col>
    </Grid>
  );
}
