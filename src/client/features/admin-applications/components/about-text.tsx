import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_CUT } from '../../../../shared/constants';
import { truncate } from '../../../components/admin';

/**
 * An applicant's about text cut at 50 characters, with Read More / Show Less (docs/product-spec.md
 * §2).
 */
export function AboutText({ about }: { about: string }) {
  const [expanded, setExpanded] = useState(false);
  const text = about.trim();
  if (!text) {
    return (
      <Text size="sm" c="gray.7">
        —
      </Text>
    );
  }
  const long = text.length > ADMIN_CUT.applicantAbout;
  return (
    <Text size="sm" style={{ whiteSpace: expanded ? 'pre-line' : undefined }}>
      {expanded || !long ? text : truncate(text, ADMIN_CUT.applicantAbout)}{' '}
      {long && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show Less' : 'Read More'}
        </Anchor>
      )}
    </Text>
  );
}
