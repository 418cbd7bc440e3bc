import type { MantineTheme } from '@mantine/core';

/** A table column shown only from the large breakpoint up, so a tablet's table fits its width. */
export const wideOnly = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;
