/**
 * Ten fixed testimonials (docs/product-spec.md §3 "Testimonial"); the avatars are generated SVGs.
 * Names stay as written; the profession and the review are messages, rendered in the page's
 * language.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface Testimonial {
  name: string;
  profession: MessageDescriptor;
  review: MessageDescriptor;
  image: string;
}

const avatar = (n: number) => `/images/avatars/testimonial-${n}.svg`;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Sharma',
    profession: msg`Software engineer`,
    review: msg`I tap my case every morning just to watch the progress bar move. Eight months later my crowding is gone.`,
    image: avatar(1),
  },
  {
    name: 'Rohan Mehta',
    profession: msg`Chartered accountant`,
    review: msg`No one at work noticed I was wearing aligners. The scan took fifteen minutes and the kit arrived in three days.`,
    image: avatar(2),
  },
  {
    name: 'Ananya Iyer',
    profession: msg`Architect`,
    review: msg`Seeing the 3D preview before starting convinced me. The final result looks exactly like the simulation.`,
    image: avatar(3),
  },
  {
    name: 'Karan Malhotra',
    profession: msg`Chef`,
    review: msg`I taste food all day, so braces were never an option. With aligners I simply take them out and carry on.`,
    image: avatar(4),
  },
  {
    name: 'Fatima Shaikh',
    profession: msg`Teacher`,
    review: msg`The reminders to switch aligners kept me on schedule. The chatbot even answered my questions at 11 pm.`,
    image: avatar(5),
  },
  {
    name: 'Arjun Nair',
    profession: msg`Photographer`,
    review: msg`My open bite bothered me for years. The team explained every step and the trays never hurt.`,
    image: avatar(6),
  },
  {
    name: 'Sneha Kulkarni',
    profession: msg`Marketing manager`,
    review: msg`Booking the scan was easy and the plan was clear about time and cost. No surprises, just a straighter smile.`,
    image: avatar(7),
  },
  {
    name: 'Vikram Rao',
    profession: msg`Civil engineer`,
    review: msg`I travel a lot, and remote tracking meant I barely visited the clinic. Tap, check, done.`,
    image: avatar(8),
  },
  {
    name: 'Meera Joshi',
    profession: msg`Doctor`,
    review: msg`As a clinician I appreciated how carefully the plan was made. My patients now ask me about my smile.`,
    image: avatar(9),
  },
  {
    name: 'Aditya Singh',
    profession: msg`College student`,
    review: msg`Clear, comfortable and honestly kind of fun to track. My gap closed before my graduation photos.`,
    image: avatar(10),
  },
];
