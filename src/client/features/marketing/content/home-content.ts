/**
 * The copy and artwork of the home page's first screen (docs/product-spec.md §2 "Home page"),
 * kept apart from its layout; the sections below it have theirs in home-sections-content.ts. The
 * texts are message descriptors: a section renders them in the page's language
 * (`i18n._`).
 */
import { msg } from '@lingui/core/macro';

export const HERO_SLIDES = [
  {
    desktop: '/images/hero/slide-1.svg',
    mobile: '/images/hero/slide-1-mobile.svg',
    alt: msg`A smiling patient taps her phone on her aligner case and sees her progress`,
  },
  {
    desktop: '/images/hero/slide-2.svg',
    mobile: '/images/hero/slide-2-mobile.svg',
    alt: msg`An intra-oral scan turns into a 3D preview of straight teeth`,
  },
] as const;

export const BENEFITS = [
  {
    title: msg`No Wires, No Worries`,
    text: msg`Smooth, near-invisible trays instead of brackets and wires: nothing to poke, nothing to tighten, nothing to hide.`,
    icon: 'spark',
  },
  {
    title: msg`Eat What You Love`,
    text: msg`Pop your aligners out for meals. Pizza, popcorn or pani puri — no list of forbidden foods.`,
    icon: 'heart',
  },
  {
    title: msg`Results Without the Wait`,
    text: msg`A plan built from your 3D scan and aligners in hand within 4 working days. Most smiles change in months.`,
    icon: 'clock',
  },
] as const;
