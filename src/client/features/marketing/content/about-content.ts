/** The about page's copy (spec §2 "About page"). */
import { BRAND } from '../../../../shared/constants';

export const DRIVES_US = [
  {
    title: 'Care first',
    text: 'Every plan is made and checked by an orthodontist — technology supports the clinician, it never replaces them.',
  },
  {
    title: 'Honest and clear',
    text: 'You see your plan, your timeline and your progress. No hidden steps and no surprise costs.',
  },
  {
    title: 'Built around you',
    text: 'Fewer appointments, faster shipping and answers at any hour, because your time matters.',
  },
] as const;

export const ETHOS = [
  {
    title: 'Our mission',
    text: `To make orthodontic care simple, transparent and within reach: a precise clear-aligner treatment that patients can follow every day, on their own phone.`,
    image: '/images/about/mission.svg',
  },
  {
    title: 'Our vision',
    text: `A world where a confident smile never waits on wires, long queues or guesswork — where ${BRAND} patients always know exactly where they are on their journey.`,
    image: '/images/about/vision.svg',
  },
] as const;

export const BOX_CONTENTS = [
  {
    name: 'Aligners',
    text: 'Your custom, 3D-printed aligner sets, numbered in the order you wear them.',
    image: '/images/about/box-aligners.svg',
  },
  {
    name: 'Protective case',
    text: 'A sturdy case with a built-in NFC chip: tap it to open your dashboard.',
    image: '/images/about/box-case.svg',
  },
  {
    name: 'Chewies and removal tool',
    text: 'Chewies seat each new aligner snugly; the tool takes them out gently.',
    image: '/images/about/box-chewies.svg',
  },
  {
    name: 'Instruction manual',
    text: 'Wear times, cleaning tips and what to do if something does not feel right.',
    image: '/images/about/box-manual.svg',
  },
] as const;
