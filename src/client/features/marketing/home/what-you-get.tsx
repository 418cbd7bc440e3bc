import { useLingui } from '@lingui/react/macro';
import { CURVED_CAROUSEL } from '../constants';
import { CurvedCarousel } from '../curved-carousel/curved-carousel';
import { Section, SectionHeading } from '../ui/section';
import classes from './what-you-get.module.css';

/** Section 10: 'What you get' on the curved 3D carousel (slower ease on the home page). */
export function WhatYouGet() {
  const { t } = useLingui();
  return (
    <Section
      name="what-you-get"
      labelledBy="what-you-get-title"
      tone="ink"
      className={classes.band}
    >
      <SectionHeading
        id="what-you-get-title"
        eyebrow={t`Everything included`}
        title={t`What you get`}
        lead={t`Aligners, a smart NFC case, your dashboard, reminders and a team on call — all in one plan.`}
        inverted
      />
      <CurvedCarousel
        label={t`Included in your plan`}
        scrollEase={CURVED_CAROUSEL.homeScrollEase}
      />
    </Section>
  );
}
