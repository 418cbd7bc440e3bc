import { useDocumentTitle } from '@mantine/hooks';
import { Container, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import {
  CareersCollage,
  CareersHero,
  jobsQueryOptions,
  LatestOpenings,
  WhyChooseUs,
} from '../../features/careers';
import { BRAND } from '../../../shared/constants';

export const Route = createFileRoute('/_public/career')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(jobsQueryOptions());
  },
  component: CareerPage,
});

function CareerPage() {
  useDocumentTitle(`Careers · ${BRAND}`);
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <Stack gap={64}>
        <CareersHero />
        <CareersCollage />
        <WhyChooseUs />
        <LatestOpenings />
      </Stack>
    </Container>
  );
}
