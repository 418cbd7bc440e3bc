/** The home page's copy and artwork (spec §2 "Home page"), kept apart from its layout. */

export const HERO_SLIDES = [
  {
    desktop: '/images/hero/slide-1.svg',
    mobile: '/images/hero/slide-1-mobile.svg',
    alt: 'A smiling patient taps her phone on her aligner case and sees her progress',
  },
  {
    desktop: '/images/hero/slide-2.svg',
    mobile: '/images/hero/slide-2-mobile.svg',
    alt: 'An intra-oral scan turns into a 3D preview of straight teeth',
  },
] as const;

export const BENEFITS = [
  {
    title: 'No Wires, No Worries',
    text: 'Smooth, near-invisible trays instead of brackets and wires: nothing to poke, nothing to tighten, nothing to hide.',
    icon: 'spark',
  },
  {
    title: 'Eat What You Love',
    text: 'Pop your aligners out for meals. Pizza, popcorn or pani puri — no list of forbidden foods.',
    icon: 'heart',
  },
  {
    title: 'Results Without the Wait',
    text: 'A plan built from your 3D scan and aligners in hand within 4 working days. Most smiles change in months.',
    icon: 'clock',
  },
] as const;

export const BITE_PROBLEMS = [
  { name: 'Overbite', text: 'Upper teeth overlap the lower ones too far.', image: 'overbite' },
  { name: 'Underbite', text: 'Lower teeth sit in front of the upper teeth.', image: 'underbite' },
  { name: 'Crossbite', text: 'Some upper teeth close inside the lower ones.', image: 'crossbite' },
  { name: 'Openbite', text: 'Front teeth do not meet when you bite.', image: 'openbite' },
  { name: 'Excessive Spacing', text: 'Gaps between teeth that trap food.', image: 'spacing' },
  { name: 'Crowding', text: 'Too little room, so teeth twist and overlap.', image: 'crowding' },
] as const;

export const JOURNEY_STEPS = [
  {
    title: 'Scan & preview',
    text: 'A quick, comfortable intra-oral scan — no messy moulds — and a preview of your smile after treatment.',
    image: '/images/journey/scan.svg',
  },
  {
    title: 'Your tailored plan',
    text: 'Our orthodontists plan every movement of every tooth, aligner by aligner, just for you.',
    image: '/images/journey/plan.svg',
  },
  {
    title: 'Shipped in 4 working days',
    text: 'Your 3D-printed aligners and starter kit reach your door within 4 working days.',
    image: '/images/journey/ship.svg',
  },
  {
    title: 'Wear & track',
    text: 'Wear each set, tap your case and follow your progress and reminders on your dashboard.',
    image: '/images/journey/track.svg',
  },
] as const;

export const NFC_POINTS = [
  'An NFC chip in every aligner case — no app to install',
  'One tap opens your personal dashboard',
  'See your alignment progress and which aligner you are on',
  'Reminders when it is time to switch to the next set',
] as const;

export const CARE_STEPS = [
  {
    title: 'Consultation & Assessment',
    text: 'Meet an orthodontist, talk through your goals and find out whether aligners suit you.',
  },
  {
    title: 'Digital Scanning & Treatment Plan',
    text: 'A 3D scan of your teeth becomes a step-by-step plan you can preview before you begin.',
  },
  {
    title: 'Aligner Fabrication & Fitting',
    text: 'Your aligners are 3D-printed, checked by hand and fitted, with a starter kit to go.',
  },
  {
    title: 'Progress Monitoring & Final Results',
    text: 'Track every stage remotely, check in when needed and keep your new smile with retainers.',
  },
] as const;

export const TIME_POINTS = [
  { value: '15 min', label: 'for your first scan' },
  { value: '4 days', label: 'from plan to your door' },
  { value: '24/7', label: 'answers from our assistant' },
] as const;

export const PIONEERING_FEATURES = [
  {
    title: 'NFC integration',
    text: 'Tap your aligner case with your phone to open your progress, your aligner count and your next change date.',
    icon: 'nfc',
  },
  {
    title: 'AI chatbot',
    text: 'Questions at midnight? Our assistant answers around the clock and hands over to the clinic when it matters.',
    icon: 'chat',
  },
  {
    title: 'Digital treatment preview',
    text: 'See a 3D simulation of your future smile before your first aligner is even printed.',
    icon: 'cube',
  },
] as const;

/** Comparison rows: [what, TapAlign, traditional braces]. */
export const COMPARISON = [
  ['Look', 'Clear and nearly invisible', 'Metal brackets and wires'],
  ['Comfort', 'Smooth trays, no sharp edges', 'Wires can rub and poke'],
  ['Food', 'Eat anything — take them out', 'Many foods to avoid'],
  ['Cleaning', 'Brush and floss as usual', 'Special tools around brackets'],
  ['Clinic visits', 'Few, with remote tracking', 'Regular tightening visits'],
  ['Progress', 'Tap your case to see it', 'Ask at your next visit'],
  ['Preview', '3D preview before you start', 'None'],
] as const;
