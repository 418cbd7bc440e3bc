import type { CSSProperties } from 'react';

/** Mantine's default error red and dimmed grey are too light on white (WCAG AA): put this on admin forms. */
export const READABLE_ERRORS = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
} as CSSProperties;
