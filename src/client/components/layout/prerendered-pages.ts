/**
 * The public pages prerendered at build time (their HTML ships with the content), with the
 * title and description each one puts in the document head.
 */
import { BRAND } from '../../../shared/constants';

export interface PageMeta {
  title: string;
  description: string;
}

export const PRERENDERED_PAGES: Record<string, PageMeta> = {
  '/': {
    title: `${BRAND} — clear aligners you can track with a tap`,
    description: `${BRAND} clear aligners: a quick intra-oral scan, a tailored plan, 3D-printed aligners shipped within 4 working days, and an NFC tap that opens your progress dashboard.`,
  },
  '/about': {
    title: `About us · ${BRAND}`,
    description: `Why ${BRAND} exists: orthodontist-planned clear aligners, honest pricing and progress you can check with a tap. Our mission, our vision and what is in the box.`,
  },
  '/career': {
    title: `Careers · ${BRAND}`,
    description: `Work at ${BRAND}: our latest openings, why people enjoy building clear-aligner care with us, and how to apply online with your resume.`,
  },
  '/contact': {
    title: `Contact us · ${BRAND}`,
    description: `Book a scan, ask about your treatment or visit the ${BRAND} clinic in Lower Parel, Mumbai. Send us a message and we will call you back.`,
  },
  '/login': {
    title: `Log in · ${BRAND}`,
    description: `Log in to ${BRAND} with your email and password or a passkey, and follow your aligner treatment.`,
  },
  '/login-mobile': {
    title: `Log in via Mobile · ${BRAND}`,
    description: `Log in to ${BRAND} with a code sent to your WhatsApp, and follow your aligner treatment.`,
  },
  '/privacy': {
    title: `Privacy notice · ${BRAND}`,
    description: `What ${BRAND} collects about its patients, why, how long it is kept, who sees it, and how to get a copy or have it erased under India’s DPDP Act 2023.`,
  },
};

/**
 * The marketing pages: they render with the first-paint CSS alone
 * (`first-load/first-paint-styles.ts`); every other screen, prerendered or not, loads the rest
 * of Mantine's component CSS first (`first-load/load-app-styles.ts`).
 */
const MARKETING_PATHS: readonly string[] = ['/', '/about', '/privacy'];

export const isMarketingPath = (pathname: string) => MARKETING_PATHS.includes(pathname);
