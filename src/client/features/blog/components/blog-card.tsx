import { Badge, Image, Title } from '@mantine/core';
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
  // Plain elements where Mantine would only lay out and colour text: a page of cards hydrates
  // three Mantine components a card, not eleven (blog.module.css draws Card, Stack, Group, Text).
  return (
    <article className={classes.card}>
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
      <div className={classes.cardBody}>
        <div className={classes.cardMeta}>
          {blog.category ? (
            <Badge variant="light" radius="sm" maw="60%" lang={textLang}>
              {blog.category}
            </Badge>
          ) : (
            <span />
          )}
          <time className={classes.cardNote} dateTime={blog.createdAt}>
            {formatPostDate(blog.createdAt, i18n.locale)}
          </time>
        </div>
        <Title order={2} fz="h4" mb="xs" lang={textLang}>
          <SiteLink
            to={`/blog-details/${encodeURIComponent(blog._id)}`}
            className={classes.cardLink}
          >
            {blog.title}
          </SiteLink>
        </Title>
        <p className={classes.cardExcerpt} lang={textLang}>
          {excerpt(blog.description, EXCERPT_CHARS)}
        </p>
        <div className={classes.cardFooter}>
          <span className={classes.cardMore} aria-hidden>
            <Trans>Read more →</Trans>
          </span>
          {textLang && (
            <span className={classes.cardLanguage}>
              <Trans>In English</Trans>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
