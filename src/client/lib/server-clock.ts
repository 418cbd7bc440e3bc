/**
 * The server's clock as this device last saw it, from each API answer's `Date` header. Wear taps
 * are stamped, and the wear card counts, in the server's time: the server counts an open break
 * from its stamped start up to its own now, so a phone whose clock runs behind would otherwise
 * see the difference added to every break started online (and the server would hold it too).
 * The offset is kept for offline use; a phone that never reached the server uses its own clock.
 */
const STORAGE_KEY = 'tapalign-server-clock-offset';
/** `Date` is whole seconds: a difference within that, plus half the round trip, is not skew. */
const HEADER_RESOLUTION_MS = 1000;

let offsetMs = readStoredOffset();

function readStoredOffset(): number {
  try {
    const stored = Number(globalThis.localStorage?.getItem(STORAGE_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0; // Storage blocked: the device's own clock it is.
  }
}

/**
 * Learns the offset from an answer's `Date` header, sent at `sentAt` and received at
 * `receivedAt` (device time, ms): the server stamped it somewhere in between.
 */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number) {
  const serverSecond = dateHeader ? Date.parse(dateHeader) : NaN;
  if (!Number.isFinite(serverSecond) || receivedAt < sentAt) return;
  const halfTrip = (receivedAt - sentAt) / 2;
  const measured = serverSecond + HEADER_RESOLUTION_MS / 2 - (sentAt + halfTrip);
  const next = Math.abs(measured) <= HEADER_RESOLUTION_MS / 2 + halfTrip ? 0 : Math.round(measured);
  if (next === offsetMs) return;
  offsetMs = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, String(next));
  } catch {
    // Kept for this visit only.
  }
}

/** How far the server's clock is ahead of this device's (negative: behind). */
export const serverClockOffset = () => offsetMs;

/** Now, on the server's clock (ms since the epoch). */
export const serverNow = () => Date.now() + offsetMs;
