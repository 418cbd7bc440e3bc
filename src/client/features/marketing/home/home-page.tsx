import { Suspense, type ComponentType } from 'react';
import { withCatalogs } from '../../../lib/i18n';
import { lazySection } from '../ui/lazy-section';
import { BenefitCards } from './benefit-cards';
import { HeroSlider } from './hero-slider';
// Hydrated with the page: its figures wait at their starting values until it is seen.
import { StatsBand } from './stats-band';

// Everything below the first screen hydrates (and loads its code, and its messages, the
// `home-sections` catalog) as it comes near.
const homeSection = (name: string, load: () => Promise<ComponentType>) =>
  lazySection(name, withCatalogs(['home-sections'], load));
const BiteStrip = homeSection('bite-problems', () =>
  import('./bite-strip').then((m) => m.BiteStrip),
);
const JourneySteps = homeSection('journey', () =>
  import('./journey-steps').then((m) => m.JourneySteps),
);
const NfcBlock = homeSection('nfc', () => import('./nfc-block').then((m) => m.NfcBlock));
const CareTimeline = homeSection('care-timeline', () =>
  import('./care-timeline').then((m) => m.CareTimeline),
);
const RespectTime = homeSection('respect-time', () =>
  import('./respect-time').then((m) => m.RespectTime),
);
const Pioneering = homeSection('pioneering', () =>
  import('./pioneering').then((m) => m.Pioneering),
);
const ComparisonTable = homeSection('comparison', () =>
  import('./comparison-table').then((m) => m.ComparisonTable),
);
const WhatYouGet = homeSection('what-you-get', () =>
  import('./what-you-get').then((m) => m.WhatYouGet),
);
const Testimonials = homeSection('testimonials', () =>
  import('./testimonials').then((m) => m.Testimonials),
);
const JoinBanner = homeSection('join', () => import('./join-banner').then((m) => m.JoinBanner));

/** The home page: the thirteen sections of docs/product-spec.md §2 "Home page", in order. */
export function HomePage() {
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
