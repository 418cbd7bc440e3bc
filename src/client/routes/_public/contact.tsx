import { useDocumentTitle } from '@mantine/hooks';
import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ClinicMap, ContactDetails, ContactForm } from '../../features/contact';
import { BRAND } from '../../../shared/constants';

export const Route = createFileRoute('/_public/contact')({
  component: ContactPage,
});

function ContactPage() {
  useDocumentTitle(`Contact us · ${BRAND}`);
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <Stack gap="xl">
        <div>
          <Title order={1}>Contact us</Title>
          <Text c="gray.7" mt={4} maw={620}>
            Book a scan, ask about your treatment or visit the clinic. Send us a message and we will
            call you back.
          </Text>
        </div>
        <ClinicMap />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Title order={2} fz="h3" mb="lg">
              Visit or call
            </Title>
            <ContactDetails />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
              <Title order={2} fz="h3" mb="md">
                Send a message
              </Title>
              <ContactForm />
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
