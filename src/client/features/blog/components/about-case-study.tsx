import { Button, List, Paper, Text, Title } from '@mantine/core';
import { SiteLink } from '../../../components/site/site-link';
import { BRAND } from '../../../../shared/constants';

const FACTS = [
  'NFC-enabled aligners: tap your phone to see your progress',
  'A quick intra-oral scan with a preview of your new smile',
  '3D-printed aligners, starter kit shipped within 4 working days',
  'Remote progress tracking with reminders to switch aligners',
];

/** The company sidebar beside every post (spec §2 "Blog detail"). */
export function AboutCaseStudy() {
  return (
    <Paper component="aside" aria-labelledby="about-case-study" withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" id="about-case-study" mb="sm">
        About Case Study
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {BRAND} is a clear-aligner clinic in Mumbai. Our orthodontists plan every treatment
        digitally and follow each patient remotely from the first scan to the final smile.
      </Text>
      <List size="sm" spacing="xs" mb="lg">
        {FACTS.map((fact) => (
          <List.Item key={fact}>{fact}</List.Item>
        ))}
      </List>
      <Button component={SiteLink} to="/contact" fullWidth>
        Book your scan
      </Button>
    </Paper>
  );
}
