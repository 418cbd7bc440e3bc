import { Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '../../../components/site/site-link';
import type { BlogSearch } from '../lib/search';

interface BlogPaginationProps {
  search: BlogSearch;
  totalPages: number;
}

/** Previous / next links (real links, so they can be opened in a new tab and preloaded). */
export function BlogPagination({ search, totalPages }: BlogPaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const { page, sort } = search;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <Group component="nav" aria-label={t`Blog pages`} justify="center" gap="md" mt="xl">
      {hasPrevious ? (
        <Button
          component={SiteLink}
          to="/blog"
          search={{ page: Math.min(page - 1, totalPages), sort }}
          variant="default"
          rel="prev"
        >
          <Trans>← Previous</Trans>
        </Button>
      ) : (
        <Button variant="default" disabled>
          <Trans>← Previous</Trans>
        </Button>
      )}
      <Text size="sm" c="gray.7" aria-live="polite">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </Text>
      {hasNext ? (
        <Button component={SiteLink} to="/blog" search={{ page: page + 1, sort }} rel="next">
          <Trans>Next →</Trans>
        </Button>
      ) : (
        <Button disabled>
          <Trans>Next →</Trans>
        </Button>
      )}
    </Group>
  );
}
