/**
 * "What you get": nine default carousel items (docs/product-spec.md §3), each with artwork and no
 * caption.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** An item as the carousel shows it: its texts in the page's language. */
export interface CarouselItem {
  image: string;
  /** A caption drawn under the image; empty for all default items (docs/product-spec.md §3). */
  text: string;
  /** What the artwork shows, for screen readers and the plain-list fallback. */
  alt: string;
}

/** An item as written: its texts are messages, translated when the carousel renders. */
export interface CarouselItemSource {
  image: string;
  text: MessageDescriptor | '';
  alt: MessageDescriptor;
}

const item = (file: string, alt: MessageDescriptor): CarouselItemSource => ({
  image: `/images/what-you-get/${file}.svg`,
  text: '',
  alt,
});

export const WHAT_YOU_GET: readonly CarouselItemSource[] = [
  item('aligners', msg`A full set of custom clear aligners`),
  item('nfc-case', msg`An aligner case with a built-in NFC chip`),
  item('dashboard', msg`Your progress dashboard on your phone`),
  item('scan', msg`A 3D intra-oral scan of your teeth`),
  item('preview', msg`A 3D preview of your new smile`),
  item('chewies', msg`Chewies to seat your aligners`),
  item('reminders', msg`Reminders to switch aligners on time`),
  item('chatbot', msg`A 24/7 assistant for your questions`),
  item('retainer', msg`A retainer to keep your new smile`),
];
