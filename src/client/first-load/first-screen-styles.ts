/**
 * Mantine's components that today's first screen draws beyond the first paint's
 * (`first-paint-styles.ts`): the build writes their CSS into the dashboard the server draws for
 * a patient (build/prerender), whose stylesheet of every other component (`app-styles.ts`, 124
 * KiB) then loads without holding the first paint. `mantine-styles.spec.ts` fails for a class
 * of the first screen that no stylesheet styles.
 */
export const FIRST_SCREEN_COMPONENTS = [
  'Alert',
  'Anchor',
  'Paper',
  'Skeleton',
  'Stack',
  'ThemeIcon',
] as const;
