import { useDocumentTitle } from '@mantine/hooks';
import { MARKETING_PAGES } from '../../../components/layout/marketing-pages';
import { AboutHero } from './about-hero';
import { BoxContents } from './box-contents';
import { Ethos } from './ethos';
import { WhatDrivesUs } from './what-drives-us';

/**
 * The about page (docs/product-spec.md §2): hero, 'What Drives Us', the ethos, "What's in the
 * Box?".
 */
export function AboutPage() {
  useDocumentTitle(MARKETING_PAGES['/about']!.title);
  return (
    <>
      <AboutHero />
      <WhatDrivesUs />
      <Ethos />
      <BoxContents />
    </>
  );
}
