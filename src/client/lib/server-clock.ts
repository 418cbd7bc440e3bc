/**
 * How far the server's clock is ahead of this device's, read from the `Date` header of the last
 * live API answer (never a saved one: its date is the day it was saved). The header counts whole
 * seconds, so the figure is good to about a second: enough for minutes of wear.
 */
let serverAheadMs: number | undefined;

/** `sentAt` and `receivedAt` on this device's clock; the server stamped the answer in between. */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number) {
  const serverTime = dateHeader ? Date.parse(dateHeader) : NaN;
  if (Number.isNaN(serverTime)) return;
  // The header drops the milliseconds: on average the answer was made half a second later.
  serverAheadMs = serverTime + 500 - (sentAt + receivedAt) / 2;
}

/**
 * A page the server drew (`renderedAt` on its clock) as the clock's first reading: the page's
 * first byte came straight after it. Returns the lead.
 */
export function noteServerRender(renderedAt: number): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const arrivedAt = navigation ? performance.timeOrigin + navigation.responseStart : Date.now();
  serverAheadMs = renderedAt - arrivedAt;
  return serverAheadMs;
}

let drawnAt: number | undefined;

/**
 * The instant, on the server's clock, the page was drawn at: while the server draws it, and while
 * the app hydrates it, figures that run with the clock (the wear of the day so far) read it, so
 * both renders read alike (docs/architecture.md, "First load"). Undefined otherwise.
 */
export const drawingInstant = () => drawnAt;

/** Set around the server's drawing, and by the app until it has hydrated that drawing. */
export function drawAt(instant: number | undefined): void {
  drawnAt = instant;
}

/** Unknown until an answer has come: on the server, which reads its own API, it stays so. */
export const serverClockAhead = () => serverAheadMs;
