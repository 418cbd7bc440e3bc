/**
 * A server clock that browser tests can set per request (docs/operations.md "Configuration",
 * `TEST_CLOCK_HEADER`): a date-driven spec runs at a pinned instant — the 1st of a month, the
 * last, 31 December, just after the clinic's midnight — so the calendar never picks the days
 * CI passes on. A request's `X-Test-Clock-Offset` (milliseconds, may be negative) shifts
 * `clock.now()` for everything that request does. Any client could set it: never in production.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '../context';
import type { Fetch } from './fetch';

const TEST_CLOCK_HEADER = 'x-test-clock-offset';
/** Ten years either way: far enough for any pinned date, near enough to stay a real date. */
const MAX_OFFSET_MS = 10 * 366 * 24 * 60 * 60 * 1000;

const offsets = new AsyncLocalStorage<number>();

/** `base`, shifted by the offset of the request being handled (none outside a request). */
export function offsetClock(base: Clock): Clock {
  return { now: () => new Date(base.now().getTime() + (offsets.getStore() ?? 0)) };
}

/**
 * Runs each request with its header's offset; a malformed offset is refused, never ignored. The
 * answer's `Date` is the shifted clock's too, as a server at that instant would send: the app
 * reads the server's clock from it (`src/client/lib/server-clock.ts`).
 */
export function withTestClock(fetch: Fetch): Fetch {
  return async (request, env) => {
    const header = request.headers.get(TEST_CLOCK_HEADER);
    if (header === null) return fetch(request, env);
    const offset = Number(header);
    if (!/^-?\d+$/.test(header) || Math.abs(offset) > MAX_OFFSET_MS) {
      return Response.json(
        { message: `${TEST_CLOCK_HEADER} must be whole milliseconds within ten years` },
        { status: 400 },
      );
    }
    const response = await offsets.run(offset, () => fetch(request, env));
    return withDate(response, new Date(Date.now() + offset));
  };
}

/** `response` dated `date`; one whose headers are immutable is copied first. */
function withDate(response: Response, date: Date): Response {
  try {
    response.headers.set('Date', date.toUTCString());
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('Date', date.toUTCString());
    return copy;
  }
}
