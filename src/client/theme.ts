import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** TapAlign teal: shade 7 is the primary, chosen to pass WCAG AA on white. */
const brand: MantineColorsTuple = [
  '#e6f7f6',
  '#c9ebe9',
  '#9fdad6',
  '#6fc6c0',
  '#45b3ac',
  '#2a9d95',
  '#16857e',
  '#0b6e69',
  '#075955',
  '#044441',
];

const coral: MantineColorsTuple = [
  '#fff0ec',
  '#ffdcd2',
  '#ffb8a4',
  '#ff9172',
  '#ff6f48',
  '#f85a30',
  '#e04a22',
  '#bb3b19',
  '#963014',
  '#72240f',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, coral },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '10px', lg: '16px', xl: '24px' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});
