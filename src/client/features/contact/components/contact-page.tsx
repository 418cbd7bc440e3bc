// Mantine's CSS first: the CSS modules imported after it override it.
import '../styles.css';
import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ClinicMap } from './clinic-map';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

/**
 * /contact (docs/product-spec.md §2 "Contact page"): the map, the clinic's details and the
 * form. Prerendered, then hydrated by the site island or the full app.
 */
export function ContactPage() {
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <Stack gap="xl">
        <div>
          <Title order={1}>
            <Trans>Contact us</Trans>
          </Title>
          <Text c="gray.7" mt={4} maw={620}>
            <Trans>
              Book a scan, ask about your treatment or visit the clinic. Send us a message and we
              will call you back.
            </Trans>
          </Text>
        </div>
        <ClinicMap />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Title order={2} fz="h3" mb="lg">
              <Trans>Visit or call</Trans>
            </Title>
            <ContactDetails />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
              <Title order={2} fz="h3" mb="md">
                <Trans>Send a message</Trans>
              </Title>
              <ContactForm />
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
