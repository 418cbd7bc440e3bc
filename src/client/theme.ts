import {
  createTheme,
  rem,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

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

/** The warm accent of the artwork; shade 8 is the darkest used behind white text. */
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

/** Deep blue-green for dark bands (statistics, footer) and body text. */
const ink: MantineColorsTuple = [
  '#eef3f6',
  '#d6e1e8',
  '#adc2cf',
  '#7f9fb2',
  '#5b8299',
  '#436c85',
  '#325a73',
  '#23475e',
  '#163447',
  '#0c2433',
];

const systemFonts =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * Mantine's error red (3.4:1) and dimmed grey (3.3:1) are too light on white for WCAG AA: every
 * form's error text and border, and every dimmed text, use the darker shades instead.
 */
const readableColors: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-error': theme.colors.red[9]!,
    '--mantine-color-dimmed': theme.colors.gray[7]!,
  },
  dark: {},
});

const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, coral, ink },
  black: '#0c2433',
  fontFamily: systemFonts,
  fontSizes: { xs: rem(12), sm: rem(14), md: rem(16), lg: rem(18), xl: rem(20) },
  lineHeights: { xs: '1.4', sm: '1.5', md: '1.6', lg: '1.6', xl: '1.6' },
  headings: {
    fontFamily: systemFonts,
    fontWeight: '800',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.5rem)', lineHeight: '1.08' },
      h2: { fontSize: 'clamp(1.65rem, 1.3rem + 1.6vw, 2.5rem)', lineHeight: '1.15' },
      h3: { fontSize: rem(22), lineHeight: '1.3' },
      h4: { fontSize: rem(18), lineHeight: '1.35' },
    },
  },
  spacing: { xs: rem(8), sm: rem(12), md: rem(16), lg: rem(24), xl: rem(40) },
  defaultRadius: 'md',
  radius: { xs: rem(4), sm: rem(6), md: rem(10), lg: rem(16), xl: rem(28) },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  shadows: {
    sm: '0 1px 2px rgba(12, 36, 51, 0.06), 0 2px 8px rgba(12, 36, 51, 0.06)',
    md: '0 4px 14px rgba(12, 36, 51, 0.08), 0 12px 32px rgba(12, 36, 51, 0.08)',
    lg: '0 10px 30px rgba(12, 36, 51, 0.12), 0 24px 60px rgba(12, 36, 51, 0.12)',
  },
  components: {
    Container: { defaultProps: { size: 'lg' } },
    Button: { defaultProps: { radius: 'xl' } },
  },
});

/**
 * The theme as MantineProvider takes it, in the browser and where the build writes its CSS
 * variables into the page (build/mantine-variables.ts).
 */
export const MANTINE_THEME = {
  theme,
  forceColorScheme: 'light',
  cssVariablesResolver: readableColors,
} as const;
