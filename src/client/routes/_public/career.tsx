import type { ReactNode } from 'react';
import { useDocumentTitle } from '@mantine/hooks';
import { Container, Stack } from '@mantine/core';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import {
  CareersCollage,
  CareersHero,
  jobsQueryOptions,
  LatestOpenings,
  LatestOpeningsError,
  LatestOpeningsSkeleton,
  WhyChooseUs,
} from '../../features/careers';
import { RouteQueryError } from '../../components/route-query-error';
import { BRAND } from '../../../shared/constants';

export const Route = createFileRoute('/_public/career')({
  loader: ({ context }) => context.queryClient.ensureQueryData(jobsQueryOptions()),
  pendingMs: 150,
  pendingComponent: () => (
    <CareerPage>
      <LatestOpeningsSkeleton />
    </CareerPage>
  ),
  errorComponent: CareerErrorPage,
  component: () => (
    <CareerPage>
      <LatestOpenings />
    </CareerPage>
  ),
});

/** The page around its openings (which come from the loader, or are loading, or failed). */
function CareerPage({ children }: { children: ReactNode }) {
  useDocumentTitle(`Careers · ${BRAND}`);
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <Stack gap={64}>
        <CareersHero />
        <CareersCollage />
        <WhyChooseUs />
        {children}
      </Stack>
    </Container>
  );
}

function CareerErrorPage({ reset }: ErrorComponentProps) {
  return (
    <CareerPage>
      <LatestOpeningsError
        error={<RouteQueryError title="The openings could not be loaded" reset={reset} />}
      />
    </CareerPage>
  );
}
