import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Blog } from '../../../../shared/api-types';
import { SiteLink } from '../../../components/site/site-link';
import { formatPostDate } from '../lib/post-date';
import { excerpt } from '../lib/text';
import { useForeignTextLang } from '../../../lib/content-language';
import classes from './blog.module.css';

export const BLOG_IMAGE_FALLBACK = '/images/blog/placeholder.svg';
/** About three lines of a card; the line clamp is only a safety net. */
const EXCERPT_CHARS = 110;

interface BlogCardProps {
  blog: Blog;
  /** Cards in the first row load at once; the rest wait until they scroll into view. */
  eager: boolean;
  /** The first card's picture is the page's largest paint on a phone: fetched first. */
  first?: boolean;
}

export function BlogCard({ blog, eager, first = false }: BlogCardProps) {
  const { i18n } = useLingui();
  // A post with no version in the page's language: its English, marked and said to be so.
  const textLang = useForeignTextLang(blog.lang);
  return (
    <Card component="article" withBorder radius="lg" padding={0} className={classes.card}>
      <Image
        src={blog.image ?? BLOG_IMAGE_FALLBACK}
        fallbackSrc={BLOG_IMAGE_FALLBACK}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        className={classes.cardImage}
      />
      <Stack gap={0} p="lg" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
          {blog.category ? (
            <Badge variant="light" radius="sm" maw="60%" lang={textLang}>
              {blog.category}
            </Badge>
          ) : (
            <span />
          )}
          <Text size="sm" c="gray.7" component="time" dateTime={blog.createdAt}>
            {formatPostDate(blog.createdAt, i18n.locale)}
          </Text>
        </Group>
        <Title order={2} fz="h4" mb="xs" lang={textLang}>
          <SiteLink
            to={`/blog-details/${encodeURIComponent(blog._id)}`}
            className={classes.cardLink}
          >
            {blog.title}
          </SiteLink>
        </Title>
        <Text c="gray.7" size="sm" lineClamp={4} style={{ flex: 1 }} lang={textLang}>
          {excerpt(blog.description, EXCERPT_CHARS)}
        </Text>
        <Group justify="space-between" gap="xs" mt="md">
          <Text size="sm" fw={600} c="brand.7" aria-hidden>
            <Trans>Read more →</Trans>
          </Text>
          {textLang && (
            <Text size="xs" c="gray.7">
              <Trans>In English</Trans>
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
