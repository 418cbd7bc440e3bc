/** Clinic days (YYYY-MM-DD) as the wear charts and their descriptions name them. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "25 Nov" for the clinic day "2026-11-25": short enough for 14 bars on a phone, and plain
 * text, so no time zone can shift it.
 */
export function formatDayMonth(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
}
