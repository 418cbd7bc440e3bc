// Mantine's CSS first: the CSS modules imported after it override it.
import '../styles.css';
import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { AfterHydration } from '../../../components/after-hydration';
import { CareersCollage } from './careers-collage';
import { CareersHero } from './careers-hero';
import { LatestOpeningsSkeleton } from './latest-openings';
import { WhyChooseUs } from './why-choose-us';

/**
 * /career (docs/product-spec.md §2 "Career page") around its openings, `children`: the hero,
 * the collage and the benefits are prerendered; the openings are fetched in the browser, and
 * until then (in the page's HTML too) a skeleton of their size holds their place, so nothing
 * moves when they come.
 */
export function CareerPage({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <Stack gap={64}>
        <CareersHero />
        <CareersCollage />
        <WhyChooseUs />
        <AfterHydration fallback={<LatestOpeningsSkeleton />}>{children}</AfterHydration>
      </Stack>
    </Container>
  );
}
