import type { CSSProperties } from 'react';

/** Mantine's default error red is too light on white (WCAG AA): put this on admin forms. */
export const READABLE_ERRORS = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as CSSProperties;
