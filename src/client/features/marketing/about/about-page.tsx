import { useDocumentTitle } from '@mantine/hooks';
import { PRERENDERED_PAGES } from '../../../components/layout/prerendered-pages';
import { AboutHero } from './about-hero';
import { BoxContents } from './box-contents';
import { Ethos } from './ethos';
import { WhatDrivesUs } from './what-drives-us';

/**
 * The about page (docs/product-spec.md §2): hero, 'What Drives Us', the ethos, "What's in the
 * Box?".
 */
export function AboutPage() {
  useDocumentTitle(PRERENDERED_PAGES['/about']!.title);
  return (
    <>
      <AboutHero />
      <WhatDrivesUs />
      <Ethos />
      <BoxContents />
    </>
  );
}
