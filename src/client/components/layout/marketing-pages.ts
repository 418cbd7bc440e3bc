/**
 * The public pages prerendered at build time (their HTML ships with the content), with the
 * title and description each one puts in the document head.
 */
import { BRAND } from '../../../shared/constants';

export interface PageMeta {
  title: string;
  description: string;
}

export const MARKETING_PAGES: Record<string, PageMeta> = {
  '/': {
    title: `${BRAND} — clear aligners you can track with a tap`,
    description: `${BRAND} clear aligners: a quick intra-oral scan, a tailored plan, 3D-printed aligners shipped within 4 working days, and an NFC tap that opens your progress dashboard.`,
  },
  '/about': {
    title: `About us · ${BRAND}`,
    description: `Why ${BRAND} exists: orthodontist-planned clear aligners, honest pricing and progress you can check with a tap. Our mission, our vision and what is in the box.`,
  },
  '/privacy': {
    title: `Privacy notice · ${BRAND}`,
    description: `What ${BRAND} collects about its patients, why, how long it is kept, who sees it, and how to get a copy or have it erased under India’s DPDP Act 2023.`,
  },
};

export const isMarketingPath = (pathname: string) => pathname in MARKETING_PAGES;
