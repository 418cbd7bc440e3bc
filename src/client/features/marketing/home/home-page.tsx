import { Suspense } from 'react';
import { useDocumentTitle } from '@mantine/hooks';
import { useLingui } from '@lingui/react';
import { pageMeta } from '../../../components/layout/page-meta';
import { lazySection } from '../ui/lazy-section';
import { BenefitCards } from './benefit-cards';
import { HeroSlider } from './hero-slider';
// Hydrated with the page: its figures wait at their starting values until it is seen.
import { StatsBand } from './stats-band';

// Everything below the first screen hydrates (and loads its code) as it comes near.
const BiteStrip = lazySection('bite-problems', () =>
  import('./bite-strip').then((m) => m.BiteStrip),
);
const JourneySteps = lazySection('journey', () =>
  import('./journey-steps').then((m) => m.JourneySteps),
);
const NfcBlock = lazySection('nfc', () => import('./nfc-block').then((m) => m.NfcBlock));
const CareTimeline = lazySection('care-timeline', () =>
  import('./care-timeline').then((m) => m.CareTimeline),
);
const RespectTime = lazySection('respect-time', () =>
  import('./respect-time').then((m) => m.RespectTime),
);
const Pioneering = lazySection('pioneering', () =>
  import('./pioneering').then((m) => m.Pioneering),
);
const ComparisonTable = lazySection('comparison', () =>
  import('./comparison-table').then((m) => m.ComparisonTable),
);
const WhatYouGet = lazySection('what-you-get', () =>
  import('./what-you-get').then((m) => m.WhatYouGet),
);
const Testimonials = lazySection('testimonials', () =>
  import('./testimonials').then((m) => m.Testimonials),
);
const JoinBanner = lazySection('join', () => import('./join-banner').then((m) => m.JoinBanner));

/** The home page: the thirteen sections of docs/product-spec.md §2 "Home page", in order. */
export function HomePage() {
  const { i18n } = useLingui();
  useDocumentTitle(pageMeta(i18n, '/').title);
  return (
    <>
      {/* Boundaries: each part hydrates in its own short task. */}
      <Suspense fallback={null}>
        <HeroSlider />
      </Suspense>
      <Suspense fallback={null}>
        <BenefitCards />
      </Suspense>
      <BiteStrip />
      <JourneySteps />
      <NfcBlock />
      <CareTimeline />
      <RespectTime />
      <Pioneering />
      <ComparisonTable />
      <WhatYouGet />
      <Testimonials />
      <Suspense fallback={null}>
        <StatsBand />
      </Suspense>
      <JoinBanner />
    </>
  );
}
