import { Suspense, type ReactNode } from 'react';
import { useDocumentTitle } from '@mantine/hooks';
import { Container, Stack } from '@mantine/core';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
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
  // The openings are fetched as the page's code loads, but only their own section waits for
  // them (in a skeleton of their size): the hero, the collage and the benefits show at once, and
  // nothing moves when the openings come.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(jobsQueryOptions());
  },
  errorComponent: CareerErrorPage,
  component: () => (
    <CareerPage>
      <Suspense fallback={<LatestOpeningsSkeleton />}>
        <LatestOpenings />
      </Suspense>
    </CareerPage>
  ),
});

/** The page around its openings (which are loading, or came, or failed). */
function CareerPage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Careers · ${BRAND}`);
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
  const { t } = useLingui();
  return (
    <CareerPage>
      <LatestOpeningsError
        error={<RouteQueryError title={t`The openings could not be loaded`} reset={reset} />}
      />
    </CareerPage>
  );
}
