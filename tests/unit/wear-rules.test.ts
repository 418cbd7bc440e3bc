import { describe, expect, it } from 'vitest';
import {
  dayStartIn,
  outSince,
  wearBreaks,
  wearDay,
  wearEventTimeRefusal,
  wearLog,
  type WearEvent,
} from '../../src/shared/wear-rules';
import { translateSaid } from '../../src/shared/messages';

const IST = 'Asia/Kolkata';

/** A time on the clinic's wall clock (India, UTC+05:30 all year). */
const ist = (dateTime: string) => `${dateTime.replace(' ', 'T')}:00+05:30`;

let nextId = 0;
/** Events from `[type, IST time]` pairs, each with its own id. */
const events = (...pairs: [type: 'out' | 'in', at: string][]): WearEvent[] =>
  pairs.map(([type, at]) => ({ id: `e${String(nextId++).padStart(4, '0')}`, type, at: ist(at) }));

/** Each day as [date, wornMinutes, outMinutes, breaks], newest first; null when not logged. */
type DayRow = [date: string, worn: number | null, out: number | null, breaks: number];
const rows = (log: ReturnType<typeof wearLog>): DayRow[] =>
  log.days.map((d) => [d.date, d.wornMinutes, d.outMinutes, d.breaks]);

const NOW = new Date(ist('2026-03-10 12:00'));
const log = (list: WearEvent[], startDate = '2026-03-01', days = 3, now = NOW) =>
  wearLog({ events: list, startDate, now, timeZone: IST, days });

describe('wearLog: clinic days in India (now 10 March, 12:00)', () => {
  it.each([
    [
      'no events: no day is logged, none counted as worn',
      [],
      [
        ['2026-03-10', null, null, 0],
        ['2026-03-09', null, null, 0],
        ['2026-03-08', null, null, 0],
      ],
    ],
    [
      'a 30-minute break this morning',
      events(['out', '2026-03-10 08:00'], ['in', '2026-03-10 08:30']),
      [
        ['2026-03-10', 690, 30, 1],
        ['2026-03-09', null, null, 0],
        ['2026-03-08', null, null, 0],
      ],
    ],
    [
      'two breaks on one day',
      events(
        ['out', '2026-03-09 08:00'],
        ['in', '2026-03-09 08:20'],
        ['out', '2026-03-09 13:00'],
        ['in', '2026-03-09 13:45'],
      ),
      [
        ['2026-03-10', null, null, 0],
        ['2026-03-09', 1375, 65, 2],
        ['2026-03-08', null, null, 0],
      ],
    ],
    [
      'a break across midnight is split; it began on the first day',
      events(['out', '2026-03-08 23:00'], ['in', '2026-03-09 01:00']),
      [
        ['2026-03-10', null, null, 0],
        ['2026-03-09', 1380, 60, 0],
        ['2026-03-08', 1380, 60, 1],
      ],
    ],
    [
      "India's midnight, not UTC's, splits a break (18:00–19:00 UTC)",
      [
        { id: 'a', type: 'out', at: '2026-03-09T18:00:00Z' },
        { id: 'b', type: 'in', at: '2026-03-09T19:00:00Z' },
      ],
      [
        ['2026-03-10', 690, 30, 0],
        ['2026-03-09', 1410, 30, 1],
        ['2026-03-08', null, null, 0],
      ],
    ],
    [
      'a break longer than a day: the day inside it is logged, all out, without an event',
      events(['out', '2026-03-08 20:00'], ['in', '2026-03-10 02:00']),
      [
        ['2026-03-10', 600, 120, 0],
        ['2026-03-09', 0, 1440, 0],
        ['2026-03-08', 1200, 240, 1],
      ],
    ],
    [
      'an open break counts up to now',
      events(['out', '2026-03-10 11:00']),
      [
        ['2026-03-10', 660, 60, 1],
        ['2026-03-09', null, null, 0],
        ['2026-03-08', null, null, 0],
      ],
    ],
    [
      'a break open since before the first day shown fills every day',
      events(['out', '2026-03-05 09:00']),
      [
        ['2026-03-10', 0, 720, 0],
        ['2026-03-09', 0, 1440, 0],
        ['2026-03-08', 0, 1440, 0],
      ],
    ],
    [
      'double taps change nothing',
      events(
        ['out', '2026-03-10 08:00'],
        ['out', '2026-03-10 08:10'],
        ['in', '2026-03-10 08:30'],
        ['in', '2026-03-10 08:40'],
      ),
      [
        ['2026-03-10', 690, 30, 1],
        ['2026-03-09', null, null, 0],
        ['2026-03-08', null, null, 0],
      ],
    ],
    [
      'an "in" with no break open changes nothing, but logs its day',
      events(['in', '2026-03-09 10:00']),
      [
        ['2026-03-10', null, null, 0],
        ['2026-03-09', 1440, 0, 0],
        ['2026-03-08', null, null, 0],
      ],
    ],
    [
      'an "out" and an "in" at the same instant: no time out, aligners in',
      events(['in', '2026-03-10 09:00'], ['out', '2026-03-10 09:00']),
      [
        ['2026-03-10', 720, 0, 1],
        ['2026-03-09', null, null, 0],
        ['2026-03-08', null, null, 0],
      ],
    ],
    [
      'an "out" a little ahead of now (a fast phone clock): no minutes yet',
      events(['out', '2026-03-10 12:03']),
      [
        ['2026-03-10', 720, 0, 1],
        ['2026-03-09', null, null, 0],
        ['2026-03-08', null, null, 0],
      ],
    ],
    [
      'a break begun yesterday and still open: today lies inside it, so it is logged',
      events(['out', '2026-03-09 22:00']),
      [
        ['2026-03-10', 0, 720, 0],
        ['2026-03-09', 1320, 120, 1],
        ['2026-03-08', null, null, 0],
      ],
    ],
    [
      'a day after the last "in" without a tap is not logged, not worn',
      events(['out', '2026-03-08 08:00'], ['in', '2026-03-08 08:40']),
      [
        ['2026-03-10', null, null, 0],
        ['2026-03-09', null, null, 0],
        ['2026-03-08', 1400, 40, 1],
      ],
    ],
  ] as [string, WearEvent[], DayRow[]][])('%s', (_, list, expected) => {
    expect(rows(log(list))).toEqual(expected);
  });

  it('gives the goal and when the open break began', () => {
    const open = log(
      events(['in', '2026-03-10 07:00'], ['out', '2026-03-10 11:00'], ['out', '2026-03-10 11:30']),
    );
    expect(open.goalMinutes).toBe(1320);
    expect(open.out).toEqual({ since: '2026-03-10T05:30:00.000Z' });
    expect(log(events(['out', '2026-03-10 11:00'], ['in', '2026-03-10 11:30'])).out).toBeNull();
  });
});

describe('wearLog: which days', () => {
  it.each([
    // start date,  days asked → dates shown (newest first)
    ['2026-03-01', 3, ['2026-03-10', '2026-03-09', '2026-03-08']],
    ['2026-03-09', 14, ['2026-03-10', '2026-03-09']],
    ['2026-03-10', 14, ['2026-03-10']],
    ['2026-03-11', 14, []],
    ['2026-01-01', 1, ['2026-03-10']],
  ] as const)('plan from %s, %s days', (startDate, days, dates) => {
    expect(log([], startDate, days).days.map((d) => d.date)).toEqual(dates);
  });

  it('a plan that starts today counts from midnight, with its first break', () => {
    const today = log(
      events(['out', '2026-03-10 09:00'], ['in', '2026-03-10 09:45']),
      '2026-03-10',
      14,
    );
    expect(rows(today)).toEqual([['2026-03-10', 675, 45, 1]]);
  });

  it('shows 14 days unless asked', () => {
    expect(
      wearLog({ events: [], startDate: '2026-01-01', now: NOW, timeZone: IST }).days,
    ).toHaveLength(14);
  });

  it('the first minutes after midnight are the day so far', () => {
    const justAfter = new Date(ist('2026-03-10 00:07'));
    expect(rows(log(events(['in', '2026-03-10 00:03']), '2026-03-01', 2, justAfter))).toEqual([
      ['2026-03-10', 7, 0, 0],
      ['2026-03-09', null, null, 0],
    ]);
  });
});

describe('events in any order, across batches', () => {
  const day = events(
    ['out', '2026-03-09 07:50'],
    ['in', '2026-03-09 08:20'],
    ['out', '2026-03-09 13:00'],
    ['out', '2026-03-09 13:05'],
    ['in', '2026-03-09 13:40'],
    ['out', '2026-03-09 23:30'],
    ['in', '2026-03-10 00:15'],
    ['out', '2026-03-10 11:40'],
  );
  const expected: DayRow[] = [
    ['2026-03-10', 685, 35, 1],
    ['2026-03-09', 1340, 100, 3],
    ['2026-03-08', null, null, 0],
  ];
  const batches = [day.slice(5), day.slice(0, 2), day.slice(2, 5)];
  const orders = [
    [0, 1, 2],
    [2, 1, 0],
    [1, 2, 0],
    [2, 0, 1],
  ];

  it.each(orders)('batches arriving %j, %j, %j give the same days', (...order) => {
    const arrived = order.flatMap((i) => [...batches[i]!].reverse());
    expect(rows(log(arrived))).toEqual(expected);
    expect(log(arrived).out).toEqual({ since: new Date(ist('2026-03-10 11:40')).toISOString() });
  });

  it('a batch sent twice counts once', () => {
    expect(rows(log([...day, ...day]))).toEqual(expected);
  });

  it('a late "in" closes a break the log counted as open', () => {
    const before = log(events(['out', '2026-03-10 08:00']));
    expect(before.days[0]).toMatchObject({ outMinutes: 240 });
    const after = log([
      ...events(['out', '2026-03-10 08:00']),
      ...events(['in', '2026-03-10 08:30']),
    ]);
    expect(after.days[0]).toMatchObject({ outMinutes: 30, wornMinutes: 690 });
    expect(after.out).toBeNull();
  });
});

describe('wearBreaks and outSince', () => {
  it('pairs each first "out" with the next "in"', () => {
    const list = events(
      ['in', '2026-03-10 06:00'],
      ['out', '2026-03-10 07:00'],
      ['out', '2026-03-10 07:10'],
      ['in', '2026-03-10 07:30'],
      ['out', '2026-03-10 09:00'],
    );
    const at = (time: string) => Date.parse(ist(time));
    expect(wearBreaks(list)).toEqual([
      { start: at('2026-03-10 07:00'), end: at('2026-03-10 07:30') },
      { start: at('2026-03-10 09:00'), end: null },
    ]);
    expect(outSince(list)).toBe(new Date(at('2026-03-10 09:00')).toISOString());
    expect(outSince(list.slice(0, 4))).toBeNull();
    expect(outSince([])).toBeNull();
  });

  it('takes Dates as the database gives them', () => {
    const list: WearEvent[] = [{ id: 'x', type: 'out', at: new Date('2026-03-10T01:00:00Z') }];
    expect(outSince(list)).toBe('2026-03-10T01:00:00.000Z');
  });
});

describe('dayStartIn: a clinic day begins at its own midnight', () => {
  it.each([
    ['2026-03-10', IST, '2026-03-09T18:30:00.000Z'],
    ['2026-01-01', IST, '2025-12-31T18:30:00.000Z'],
    ['2026-03-10', 'UTC', '2026-03-10T00:00:00.000Z'],
    // Zones with daylight saving: both sides of the change.
    ['2026-03-29', 'Europe/London', '2026-03-29T00:00:00.000Z'],
    ['2026-03-30', 'Europe/London', '2026-03-29T23:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02', 'America/New_York', '2026-11-02T05:00:00.000Z'],
  ] as const)('%s in %s begins at %s', (date, zone, instant) => {
    expect(new Date(dayStartIn(date, zone)).toISOString()).toBe(instant);
  });

  it('a day with a clock change has its own length', () => {
    const after = new Date('2026-04-01T00:00:00Z');
    expect(wearDay('2026-03-29', [], after, 'Europe/London', true).wornMinutes).toBe(23 * 60);
    expect(wearDay('2026-03-10', [], after, IST, true).wornMinutes).toBe(1440);
  });
});

describe('wearDay: a day is logged when it has an event or lies inside a break', () => {
  const after = new Date(ist('2026-03-12 00:00'));
  const at = (time: string) => Date.parse(ist(time));
  it.each([
    ['no event, no break', false, [], null],
    ['an event, no break (a double tap)', true, [], 1440],
    [
      'no event, wholly inside a break',
      false,
      [{ start: at('2026-03-09 20:00'), end: at('2026-03-11 01:00') }],
      0,
    ],
    [
      'no event, a break from the day before ends inside it',
      false,
      [{ start: at('2026-03-09 23:00'), end: at('2026-03-10 01:00') }],
      1380,
    ],
    [
      'no event, a break ending at its midnight',
      false,
      [{ start: at('2026-03-09 23:00'), end: at('2026-03-10 00:00') }],
      null,
    ],
  ] as const)('%s', (_, hasEvent, breaks, worn) => {
    const day = wearDay('2026-03-10', breaks, after, IST, hasEvent);
    expect(day.wornMinutes).toBe(worn);
    expect(day.outMinutes).toBe(worn === null ? null : 1440 - worn);
  });
});

describe('wearEventTimeRefusal', () => {
  /** The refusal in English, without the time it names first. */
  const reason = (at: string, rules: Parameters<typeof wearEventTimeRefusal>[1]) => {
    const refusal = wearEventTimeRefusal(at, rules);
    return refusal && translateSaid(refusal).replace(`${at} `, '');
  };
  const rules = { now: new Date(ist('2026-03-20 12:00')), startDate: '2026-03-10', timeZone: IST };
  it.each([
    ['2026-03-20 12:05', null],
    [
      '2026-03-20 12:06',
      "is more than 5 minutes ahead of the server's clock: check the phone's date and time",
    ],
    ['2026-03-20 11:00', null],
    ['2026-03-10 00:00', null],
    ['2026-03-09 23:59', "is before the treatment plan's start (2026-03-10)"],
  ] as const)('at %s → %s', (at, refusal) => {
    expect(reason(ist(at), rules)).toBe(refusal);
  });

  it.each([
    ['2026-03-06 12:00', null],
    ['2026-03-06 11:59', 'is more than 14 days old'],
  ] as const)('with a plan from 1 March, at %s → %s', (at, refusal) => {
    expect(reason(ist(at), { ...rules, startDate: '2026-03-01' })).toBe(refusal);
  });
});
