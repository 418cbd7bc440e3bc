/** Clinic days (YYYY-MM-DD) as the drawer's chart shows them. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "25 Nov": short enough for 14 bars on a phone; the year only takes room. */
export function formatDayMonth(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]}`;
}
