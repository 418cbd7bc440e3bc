/**
 * The server's clock as the device sees it (src/client/lib/server-clock.ts): learnt from the
 * API answers' `Date` header, so that a phone whose clock runs behind stamps wear taps and
 * counts open breaks as the server does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WearSummary } from '../../src/client/features/wear/api/wear';
import { liveWear } from '../../src/client/features/wear/lib/live-wear';
import { apiRequest } from '../../src/client/lib/api-client';
import { noteServerDate, serverClockOffset, serverNow } from '../../src/client/lib/server-clock';
import { SAVED_ANSWER_HEADER } from '../../src/shared/constants';

const MINUTE = 60_000;
// The server's time when the tests begin; the phone's clock runs ten minutes behind it.
const SERVER_START = Date.parse('2026-11-25T10:00:00.000Z');
const PHONE_BEHIND = 10 * MINUTE;

const answerAt = (serverTime: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ ok: true }), {
    status: 200,
    headers: {
      'content-type': 'application/json',
      date: new Date(serverTime).toUTCString(),
      ...headers,
    },
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SERVER_START - PHONE_BEHIND);
  noteServerDate(new Date(Date.now()).toUTCString(), Date.now(), Date.now());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the server clock offset', () => {
  it('is learnt from an API answer, to within the header’s second', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answerAt(SERVER_START)));
    await apiRequest('/wear');
    expect(Math.abs(serverClockOffset() - PHONE_BEHIND)).toBeLessThanOrEqual(1000);
    expect(Math.abs(serverNow() - SERVER_START)).toBeLessThanOrEqual(1000);
  });

  it('ignores an answer the service worker saved earlier', async () => {
    const old = answerAt(SERVER_START - 60 * MINUTE, { [SAVED_ANSWER_HEADER]: '1' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(old));
    await apiRequest('/timeline');
    expect(serverClockOffset()).toBe(0);
  });

  it('takes a difference within the header’s precision as none', () => {
    const phone = Date.now();
    noteServerDate(new Date(phone + 700).toUTCString(), phone, phone + 40);
    expect(serverClockOffset()).toBe(0);
  });

  it('keeps the device clock when the header is missing or unreadable', () => {
    noteServerDate(null, Date.now(), Date.now());
    noteServerDate('yesterday-ish', Date.now(), Date.now());
    expect(serverClockOffset()).toBe(0);
  });
});

describe('a break started online on a phone ten minutes behind', () => {
  it('counts the minutes actually out, as the server will', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answerAt(SERVER_START)));
    await apiRequest('/wear');
    // The tap is stamped in the server's time; the server's answer, fetched a minute later,
    // counts the open break up to its own now.
    const tappedAt = serverNow();
    vi.advanceTimersByTime(MINUTE);
    const fetchedAtOnPhone = Date.now();
    const summary: WearSummary = {
      goalMinutes: 1320,
      out: { since: new Date(tappedAt).toISOString() },
      days: [{ date: '2026-11-25', wornMinutes: 600 - 1, outMinutes: 1, breaks: 1 }],
    };
    vi.advanceTimersByTime(19 * MINUTE);
    const live = liveWear(summary, fetchedAtOnPhone + serverClockOffset(), [], serverNow());
    expect(live?.today.outMinutes).toBe(20);
    expect(live?.outSince).toBe(tappedAt);
  });
});
