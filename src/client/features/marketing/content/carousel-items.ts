/** "What you get": nine default carousel items (spec §3), each with artwork and no caption. */
export interface CarouselItem {
  image: string;
  /** A caption drawn under the image; empty for all default items (spec §3). */
  text: string;
  /** What the artwork shows, for screen readers and the plain-list fallback. */
  alt: string;
}

const item = (file: string, alt: string): CarouselItem => ({
  image: `/images/what-you-get/${file}.svg`,
  text: '',
  alt,
});

export const WHAT_YOU_GET: readonly CarouselItem[] = [
  item('aligners', 'A full set of custom clear aligners'),
  item('nfc-case', 'An aligner case with a built-in NFC chip'),
  item('dashboard', 'Your progress dashboard on your phone'),
  item('scan', 'A 3D intra-oral scan of your teeth'),
  item('preview', 'A 3D preview of your new smile'),
  item('chewies', 'Chewies to seat your aligners'),
  item('reminders', 'Reminders to switch aligners on time'),
  item('chatbot', 'A 24/7 assistant for your questions'),
  item('retainer', 'A retainer to keep your new smile'),
];
