import { afterEach, describe, expect, it } from 'vitest';
import { readIn } from './support/wear-language';
import type { WearSummary } from '../../src/client/features/wear/api/wear';
import {
  formatMinutes,
  formatStopwatch,
  liveWear,
} from '../../src/client/features/wear/lib/live-wear';
import type { WearEvent } from '../../src/client/features/wear/lib/wear-outbox';

// The clinic's midnight of 2026-11-25 (IST, UTC+5:30).
const MIDNIGHT = Date.parse('2026-11-24T18:30:00Z');
const at = (hour: number, minute = 0) => MIDNIGHT + (hour * 60 + minute) * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const event = (type: 'out' | 'in', ms: number): WearEvent => ({
  id: `${type}-${ms}`,
  type,
  at: iso(ms),
});

/** A saved answer fetched at 10:00 with one closed 30-minute break that day. */
const saved = (out: { since: string } | null, outMinutes = 30, breaks = 1): WearSummary => ({
  goalMinutes: 1320,
  out,
  days: [
    { date: '2026-11-25', wornMinutes: 600 - outMinutes, outMinutes, breaks },
    { date: '2026-11-24', wornMinutes: 1300, outMinutes: 140, breaks: 3 },
  ],
});

describe('liveWear', () => {
  it.each([
    [
      'nothing waiting, in',
      saved(null),
      [],
      at(12),
      { wornMinutes: 690, outMinutes: 30, breaks: 1 },
      null,
    ],
    [
      'an open break saved counts on to now',
      saved({ since: iso(at(9, 45)) }, 45, 2),
      [],
      at(10, 30),
      { wornMinutes: 555, outMinutes: 75, breaks: 2 },
      at(9, 45),
    ],
    [
      'a waiting out',
      saved(null),
      [event('out', at(11))],
      at(11, 20),
      { wornMinutes: 630, outMinutes: 50, breaks: 2 },
      at(11),
    ],
    [
      'a waiting out and in',
      saved(null),
      [event('in', at(11, 40)), event('out', at(11))],
      at(12),
      { wornMinutes: 650, outMinutes: 70, breaks: 2 },
      null,
    ],
    [
      'a double tap changes nothing',
      saved(null),
      [
        event('out', at(11)),
        event('out', at(11, 5)),
        event('in', at(11, 10)),
        event('in', at(11, 15)),
      ],
      at(12),
      { wornMinutes: 680, outMinutes: 40, breaks: 2 },
      null,
    ],
    [
      'the saved open break closed offline',
      saved({ since: iso(at(9, 30)) }, 60, 2),
      [event('in', at(10, 30))],
      at(11),
      { wornMinutes: 570, outMinutes: 90, breaks: 2 },
      null,
    ],
  ])('%s', (_name, summary, waiting, now, today, outSince) => {
    const live = liveWear(summary, at(10), waiting, now)!;
    expect(live.today).toEqual({ date: '2026-11-25', ...today });
    expect(live.outSince).toBe(outSince);
    expect(live.days).toHaveLength(2);
  });

  // Real time 10:00, the server's answer: 30 minutes in a closed break, and a break begun at real
  // 9:50 that the server counted to its own 10:00. 20 minutes on, the break has lasted 30 minutes.
  it.each([
    ['behind the server by 10 minutes', 10],
    ['ahead of the server by 4 minutes', -4],
  ])("a phone %s counts the open break on the phone's clock", (_name, behind) => {
    const phone = (ms: number) => ms - behind * 60_000;
    const summary = {
      ...saved({ since: iso(phone(at(9, 50))) }, 30 + 10 + behind, 2),
      serverAheadMs: behind * 60_000,
    };
    const live = liveWear(summary, phone(at(10)), [], phone(at(10, 20)))!;
    expect(live.today).toEqual({
      date: '2026-11-25',
      wornMinutes: 560,
      outMinutes: 60,
      breaks: 2,
    });
    expect(live.outSince).toBe(phone(at(9, 50)));
  });

  it('moves on to the next clinic day, splitting a break at midnight', () => {
    const summary = saved(null);
    const live = liveWear(summary, at(10), [event('out', at(23, 30))], at(24 + 1))!;
    expect(live.today).toEqual({ date: '2026-11-26', wornMinutes: 0, outMinutes: 60, breaks: 0 });
    expect(live.days.map((d) => d.date)).toEqual(['2026-11-26', '2026-11-25', '2026-11-24']);
  });

  it("changes next at the day's next minute while the aligners are in", () => {
    const live = liveWear(saved(null), at(10), [], at(12) + 20_000)!;
    expect(live.today.wornMinutes).toBe(690);
    expect(live.changesAt).toBe(at(12, 1));
    expect(liveWear(saved(null), at(10), [], at(12, 1))!.today.wornMinutes).toBe(691);
  });

  it("changes next at the running break's next second", () => {
    const outAt = at(11) + 400;
    const live = liveWear(saved(null), at(10), [event('out', outAt)], at(11, 20) + 1_700)!;
    expect(live.outSince).toBe(outAt);
    expect(live.changesAt).toBe(at(11, 20) + 2_400);
    // A tap counted before the card's clock has caught up with it: due at once.
    const early = liveWear(saved(null), at(10), [event('out', outAt)], outAt - 30_500)!;
    expect(early.changesAt).toBeLessThanOrEqual(outAt);
  });

  it('has nothing to count before the plan starts', () => {
    expect(liveWear({ goalMinutes: 1320, out: null, days: [] }, at(10), [], at(11))).toBeNull();
  });
});

describe('formats', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [1120, '18 h 40 min'],
  ])('%i min', (m, text) => expect(formatMinutes(m)).toBe(text));
  describe('in Hindi and Marathi', () => {
    afterEach(() => readIn('en'));
    it.each([
      ['hi', 0, '0 मिनट'],
      ['hi', 60, '1 घंटा'],
      ['hi', 1120, '18 घंटे 40 मिनट'],
      ['mr', 1, '1 मिनिट'],
      ['mr', 61, '1 तास 1 मिनिट'],
      ['mr', 1120, '18 तास 40 मिनिटे'],
    ] as const)('%s: %i min', (language, m, text) => {
      readIn(language);
      expect(formatMinutes(m)).toBe(text);
    });
  });
  it.each([
    [5_000, '0:05'],
    [725_000, '12:05'],
    [3_729_000, '1:02:09'],
  ])('%i ms', (ms, text) => expect(formatStopwatch(ms)).toBe(text));
});
