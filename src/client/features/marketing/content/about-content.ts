/**
 * The about page's copy (docs/product-spec.md §2 "About page"), as messages of the `about` catalog:
 * a component shows each one with `i18n._()` in the page's language.
 */
import { msg } from '@lingui/core/macro';
import { BRAND } from '../../../../shared/constants';

export const DRIVES_US = [
  {
    key: 'care',
    title: msg`Care first`,
    text: msg`Every plan is made and checked by an orthodontist — technology supports the clinician, it never replaces them.`,
  },
  {
    key: 'honest',
    title: msg`Honest and clear`,
    text: msg`You see your plan, your timeline and your progress. No hidden steps and no surprise costs.`,
  },
  {
    key: 'you',
    title: msg`Built around you`,
    text: msg`Fewer appointments, faster shipping and answers at any hour, because your time matters.`,
  },
] as const;

export const ETHOS = [
  {
    title: msg`Our mission`,
    text: msg`To make orthodontic care simple, transparent and within reach: a precise clear-aligner treatment that patients can follow every day, on their own phone.`,
    image: '/images/about/mission.svg',
  },
  {
    title: msg`Our vision`,
    text: msg`A world where a confident smile never waits on wires, long queues or guesswork — where ${BRAND} patients always know exactly where they are on their journey.`,
    image: '/images/about/vision.svg',
  },
] as const;

export const BOX_CONTENTS = [
  {
    name: msg`Aligners`,
    text: msg`Your custom, 3D-printed aligner sets, numbered in the order you wear them.`,
    image: '/images/about/box-aligners.svg',
  },
  {
    name: msg`Protective case`,
    text: msg`A sturdy case with a built-in NFC chip: tap it to open your dashboard.`,
    image: '/images/about/box-case.svg',
  },
  {
    name: msg`Chewies and removal tool`,
    text: msg`Chewies seat each new aligner snugly; the tool takes them out gently.`,
    image: '/images/about/box-chewies.svg',
  },
  {
    name: msg`Instruction manual`,
    text: msg`Wear times, cleaning tips and what to do if something does not feel right.`,
    image: '/images/about/box-manual.svg',
  },
] as const;
