/** The home page's motion constants (docs/product-spec.md §4 "Hero slider" and §9). */
import { msg } from '@lingui/core/macro';

export const HERO_SLIDE_MS = 4000;
/** The hero shows its small-screen artwork up to this width (docs/product-spec.md §9). */
export const HERO_MOBILE_MAX_WIDTH_PX = 600;

/** Auto-scroll speed of the bite strip and the testimonial rows (pixels per frame). */
export const STRIP_SCROLL_SPEED = 0.4;

/** Slides per page by `max-width` breakpoint, widest first; `base` applies above them all. */
export interface SlidesPerPage {
  base: number;
  below: readonly { maxWidthPx: number; perPage: number }[];
}

export const BITE_STRIP_PER_PAGE: SlidesPerPage = {
  base: 6,
  below: [
    { maxWidthPx: 1024, perPage: 5 },
    { maxWidthPx: 920, perPage: 4 },
    { maxWidthPx: 768, perPage: 3 },
    { maxWidthPx: 640, perPage: 2 },
    { maxWidthPx: 568, perPage: 1.5 },
  ],
};

export const TESTIMONIALS_PER_PAGE: SlidesPerPage = {
  base: 4,
  below: [
    { maxWidthPx: 1080, perPage: 3 },
    { maxWidthPx: 768, perPage: 2 },
    { maxWidthPx: 640, perPage: 1.5 },
    { maxWidthPx: 568, perPage: 1 },
  ],
};
/** Gap between testimonial cards. */
export const TESTIMONIALS_GAP = '1rem';

/** Statistics band count-ups (docs/product-spec.md §9). */
export const STATS = [
  { label: msg`Smiles transformed`, from: 400, to: 500, suffix: '+', durationMs: 1000 },
  { label: msg`Customers satisfaction`, from: 0, to: 99, suffix: '%', durationMs: 2000 },
  { label: msg`Certified Orthodontist`, from: 0, to: 15, suffix: '+', durationMs: 3000 },
] as const;

/** The curved 3D carousel (docs/product-spec.md §9). */
export const CURVED_CAROUSEL = {
  bend: 3,
  borderRadius: 0.05,
  scrollSpeed: 2,
  scrollEase: 0.05,
  homeScrollEase: 0.02,
  maxDevicePixelRatio: 2,
  wheelDebounceMs: 200,
  heightPx: 600,
} as const;
