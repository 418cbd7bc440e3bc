/**
 * The title and description each prerendered public page (`src/shared/public-pages.ts`) puts in
 * the document head, in the page's language: the build writes them into its HTML.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BRAND } from '../../../shared/constants';
import type { PUBLIC_PAGES, PublicPath } from '../../../shared/public-pages';

export interface PageMeta {
  title: string;
  description: string;
}

type PrerenderedPath = {
  [Path in PublicPath]: (typeof PUBLIC_PAGES)[Path] extends 'prerendered' ? Path : never;
}[PublicPath];

const PAGE_META_MESSAGES: Record<
  PrerenderedPath,
  { title: MessageDescriptor; description: MessageDescriptor }
> = {
  '/': {
    title: msg`${BRAND} — clear aligners you can track with a tap`,
    description: msg`${BRAND} clear aligners: a quick intra-oral scan, a tailored plan, 3D-printed aligners shipped within 4 working days, and an NFC tap that opens your progress dashboard.`,
  },
  '/about': {
    title: msg`About us · ${BRAND}`,
    description: msg`Why ${BRAND} exists: orthodontist-planned clear aligners, honest pricing and progress you can check with a tap. Our mission, our vision and what is in the box.`,
  },
  '/career': {
    title: msg`Careers · ${BRAND}`,
    description: msg`Work at ${BRAND}: our latest openings, why people enjoy building clear-aligner care with us, and how to apply online with your resume.`,
  },
  '/contact': {
    title: msg`Contact us · ${BRAND}`,
    description: msg`Book a scan, ask about your treatment or visit the ${BRAND} clinic in Lower Parel, Mumbai. Send us a message and we will call you back.`,
  },
  '/login': {
    title: msg`Log in · ${BRAND}`,
    description: msg`Log in to ${BRAND} with your email and password or a passkey, and follow your aligner treatment.`,
  },
  '/login-mobile': {
    title: msg`Log in via Mobile · ${BRAND}`,
    description: msg`Log in to ${BRAND} with a code sent to your WhatsApp, and follow your aligner treatment.`,
  },
  '/privacy': {
    title: msg`Privacy notice · ${BRAND}`,
    description: msg`What ${BRAND} collects about its patients, why, how long it is kept, who sees it, and how to get a copy or have it erased under India’s DPDP Act 2023.`,
  },
};

/** A prerendered page's title and description in `i18n`'s active language. */
export function pageMeta(i18n: I18n, path: PublicPath): PageMeta {
  const messages = (PAGE_META_MESSAGES as Partial<typeof PAGE_META_MESSAGES>)[
    path as PrerenderedPath
  ];
  if (!messages) throw new Error(`No page meta for ${path}`);
  return { title: i18n._(messages.title), description: i18n._(messages.description) };
}
