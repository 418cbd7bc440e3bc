import { AboutHero } from './about-hero';
import { BoxContents } from './box-contents';
import { Ethos } from './ethos';
import { WhatDrivesUs } from './what-drives-us';

/**
 * The about page (docs/product-spec.md §2): hero, 'What Drives Us', the ethos, "What's in the
 * Box?".
 */
export function AboutPage() {
  return (
    <>
      <AboutHero />
      <WhatDrivesUs />
      <Ethos />
      <BoxContents />
    </>
  );
}
