import { Button, List, Paper, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { SiteLink } from '../../../components/site/site-link';
import { BRAND } from '../../../../shared/constants';

const FACTS = [
  msg`NFC-enabled aligners: tap your phone to see your progress`,
  msg`A quick intra-oral scan with a preview of your new smile`,
  msg`3D-printed aligners, starter kit shipped within 4 working days`,
  msg`Remote progress tracking with reminders to switch aligners`,
];

/** The company sidebar beside every post (docs/product-spec.md §2 "Blog detail"). */
export function AboutCaseStudy() {
  const { i18n } = useLingui();
  return (
    <Paper component="aside" aria-labelledby="about-case-study" withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" id="about-case-study" mb="sm">
        <Trans>About Case Study</Trans>
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        <Trans>
          {BRAND} is a clear-aligner clinic in Mumbai. Our orthodontists plan every treatment
          digitally and follow each patient remotely from the first scan to the final smile.
        </Trans>
      </Text>
      <List size="sm" spacing="xs" mb="lg">
        {FACTS.map((fact) => (
          <List.Item key={fact.id}>{i18n._(fact)}</List.Item>
        ))}
      </List>
      <Button component={SiteLink} to="/contact" fullWidth>
        <Trans>Book your scan</Trans>
      </Button>
    </Paper>
  );
}
