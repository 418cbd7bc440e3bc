/** Times in the inbox, in the reader's time zone: "14:32", or "14:32 on 3 Dec" another day. */
const clock = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

export function shortTime(instant: string, now = new Date()): string {
  const at = new Date(instant);
  return sameDay(at, now) ? clock.format(at) : `${clock.format(at)} on ${day.format(at)}`;
}
