/**
 * The copy of the home page's sections below its first screen (docs/product-spec.md §2 "Home
 * page"), which load, with their messages (the `home-sections` catalog), as they near the
 * screen. The texts are message descriptors: a section renders them in the page's language
 * (`i18n._`).
 */
import { msg } from '@lingui/core/macro';

export const BITE_PROBLEMS = [
  {
    name: msg`Overbite`,
    text: msg`Upper teeth overlap the lower ones too far.`,
    image: 'overbite',
  },
  {
    name: msg`Underbite`,
    text: msg`Lower teeth sit in front of the upper teeth.`,
    image: 'underbite',
  },
  {
    name: msg`Crossbite`,
    text: msg`Some upper teeth close inside the lower ones.`,
    image: 'crossbite',
  },
  { name: msg`Openbite`, text: msg`Front teeth do not meet when you bite.`, image: 'openbite' },
  { name: msg`Excessive Spacing`, text: msg`Gaps between teeth that trap food.`, image: 'spacing' },
  {
    name: msg`Crowding`,
    text: msg`Too little room, so teeth twist and overlap.`,
    image: 'crowding',
  },
] as const;

export const JOURNEY_STEPS = [
  {
    title: msg`Scan & preview`,
    text: msg`A quick, comfortable intra-oral scan — no messy moulds — and a preview of your smile after treatment.`,
    image: '/images/journey/scan.svg',
  },
  {
    title: msg`Your tailored plan`,
    text: msg`Our orthodontists plan every movement of every tooth, aligner by aligner, just for you.`,
    image: '/images/journey/plan.svg',
  },
  {
    title: msg`Shipped in 4 working days`,
    text: msg`Your 3D-printed aligners and starter kit reach your door within 4 working days.`,
    image: '/images/journey/ship.svg',
  },
  {
    title: msg`Wear & track`,
    text: msg`Wear each set, tap your case and follow your progress and reminders on your dashboard.`,
    image: '/images/journey/track.svg',
  },
] as const;

export const NFC_POINTS = [
  msg`An NFC chip in every aligner case — no app to install`,
  msg`One tap opens your personal dashboard`,
  msg`See your alignment progress and which aligner you are on`,
  msg`Reminders when it is time to switch to the next set`,
] as const;

export const CARE_STEPS = [
  {
    title: msg`Consultation & Assessment`,
    text: msg`Meet an orthodontist, talk through your goals and find out whether aligners suit you.`,
  },
  {
    title: msg`Digital Scanning & Treatment Plan`,
    text: msg`A 3D scan of your teeth becomes a step-by-step plan you can preview before you begin.`,
  },
  {
    title: msg`Aligner Fabrication & Fitting`,
    text: msg`Your aligners are 3D-printed, checked by hand and fitted, with a starter kit to go.`,
  },
  {
    title: msg`Progress Monitoring & Final Results`,
    text: msg`Track every stage remotely, check in when needed and keep your new smile with retainers.`,
  },
] as const;

export const TIME_POINTS = [
  { value: msg`15 min`, label: msg`for your first scan` },
  { value: msg`4 days`, label: msg`from plan to your door` },
  { value: msg`24/7`, label: msg`answers from our assistant` },
] as const;

export const PIONEERING_FEATURES = [
  {
    title: msg`NFC integration`,
    text: msg`Tap your aligner case with your phone to open your progress, your aligner count and your next change date.`,
    icon: 'nfc',
  },
  {
    title: msg`AI chatbot`,
    text: msg`Questions at midnight? Our assistant answers around the clock and hands over to the clinic when it matters.`,
    icon: 'chat',
  },
  {
    title: msg`Digital treatment preview`,
    text: msg`See a 3D simulation of your future smile before your first aligner is even printed.`,
    icon: 'cube',
  },
] as const;

/** Comparison rows: [what, TapAlign, traditional braces]. */
export const COMPARISON = [
  [msg`Look`, msg`Clear and nearly invisible`, msg`Metal brackets and wires`],
  [msg`Comfort`, msg`Smooth trays, no sharp edges`, msg`Wires can rub and poke`],
  [msg`Food`, msg`Eat anything — take them out`, msg`Many foods to avoid`],
  [msg`Cleaning`, msg`Brush and floss as usual`, msg`Special tools around brackets`],
  [msg`Clinic visits`, msg`Few, with remote tracking`, msg`Regular tightening visits`],
  [msg`Progress`, msg`Tap your case to see it`, msg`Ask at your next visit`],
  [msg`Preview`, msg`3D preview before you start`, msg`None`],
] as const;
