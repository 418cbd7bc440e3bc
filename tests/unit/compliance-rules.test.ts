import { describe, expect, it } from 'vitest';
import {
  compareBoardRows,
  complianceRisk,
  isNotLogging,
  summarizeLateSwitches,
  summarizeOpenIssues,
  summarizeWear,
  wearSummaryDays,
  type ComplianceFigures,
  type Risk,
} from '../../src/shared/compliance-rules';

const figures = (
  avgWornMinutes: number | null,
  late: [count: number, maxLateByDays: number],
  issues: [count: number, oldestHours: number | null],
  { loggedDays = 7, days = 7, reviewWaitingSince = null as string | null } = {},
): ComplianceFigures => ({
  wear7d: { avgWornMinutes, daysUnderGoal: 0, loggedDays, days },
  lateSwitches: { count: late[0], maxLateByDays: late[1] },
  openIssues: { count: issues[0], oldestHours: issues[1] },
  reviewWaitingSince,
});

describe('complianceRisk', () => {
  it.each([
    // avg wear, late switches, open issues → risk
    [1400, [0, 0], [0, null], 'ok'],
    [1320, [0, 0], [0, null], 'ok'],
    [null, [0, 0], [0, null], 'ok'],
    [1319, [0, 0], [0, null], 'watch'],
    [1200, [0, 0], [0, null], 'watch'],
    [1199, [0, 0], [0, null], 'act'],
    [0, [0, 0], [0, null], 'act'],
    [1400, [1, 1], [0, null], 'watch'],
    [1400, [2, 2], [0, null], 'watch'],
    [1400, [1, 3], [0, null], 'act'],
    [1400, [0, 0], [1, 0], 'watch'],
    [1400, [0, 0], [2, 47], 'watch'],
    [1400, [0, 0], [1, 48], 'act'],
    [null, [1, 5], [0, null], 'act'],
  ] as const)('avg %s, late %j, issues %j → %s', (avg, late, issues, risk) => {
    expect(complianceRisk(figures(avg, [...late], [...issues]))).toBe(risk);
  });

  it.each([
    // logged days of the days covered → risk (wear, switches and issues all fine)
    [4, 7, 'ok'],
    [3, 7, 'watch'],
    [0, 7, 'watch'],
    // A young plan: only more than 3 days missed counts against the patient.
    [0, 3, 'ok'],
    [0, 4, 'watch'],
    [1, 4, 'ok'],
  ] as const)('logging on %i of %i days → %s', (loggedDays, days, risk) => {
    const avg = loggedDays === 0 ? null : 1400;
    expect(complianceRisk(figures(avg, [0, 0], [0, null], { loggedDays, days }))).toBe(risk);
  });

  it('a patient who never logs is watch, not ok', () => {
    const neverLogs = summarizeWear(Array(7).fill({ wornMinutes: null, hasEvent: false }));
    expect(isNotLogging(neverLogs)).toBe(true);
    const row = { ...figures(null, [0, 0], [0, null]), wear7d: neverLogs };
    expect(complianceRisk(row)).toBe('watch');
  });

  it('a check-in waiting for review makes watch; act still wins', () => {
    const waiting = { reviewWaitingSince: '2026-02-10T08:00:00.000Z' };
    expect(complianceRisk(figures(1400, [0, 0], [0, null], waiting))).toBe('watch');
    expect(complianceRisk(figures(1100, [0, 0], [0, null], waiting))).toBe('act');
  });
});

describe('wearSummaryDays: the last 7 complete clinic days since the plan began', () => {
  it.each([
    // start,       today,        days covered
    ['2026-01-01', '2026-02-10', ['2026-02-03', '2026-02-09']],
    ['2026-02-07', '2026-02-10', ['2026-02-07', '2026-02-09']],
    ['2026-02-09', '2026-02-10', ['2026-02-09', '2026-02-09']],
    ['2026-02-10', '2026-02-10', null],
    ['2026-03-01', '2026-02-10', null],
    ['2026-02-26', '2026-03-02', ['2026-02-26', '2026-03-01']],
  ] as const)('plan from %s, today %s', (start, today, range) => {
    const days = wearSummaryDays(start, today);
    expect(range ? [days[0], days.at(-1)] : days).toEqual(range ? [...range] : []);
    if (range) expect(new Set(days).size).toBe(days.length);
  });
  it('covers seven days at most', () => {
    expect(wearSummaryDays('2020-01-01', '2026-02-10')).toHaveLength(7);
  });
});

describe('summarizeWear: the average over logged days only', () => {
  it.each([
    [[], { avgWornMinutes: null, daysUnderGoal: 0, loggedDays: 0, days: 0 }],
    // A day not logged is unknown: never counted as 24 h worn.
    [[[null, false]], { avgWornMinutes: null, daysUnderGoal: 0, loggedDays: 0, days: 1 }],
    [
      [
        [null, false],
        [null, false],
        [1200, true],
      ],
      { avgWornMinutes: 1200, daysUnderGoal: 1, loggedDays: 1, days: 3 },
    ],
    // A whole day inside a break is logged (0 worn) though no event fell in it.
    [
      [
        [0, false],
        [1400, true],
      ],
      { avgWornMinutes: 700, daysUnderGoal: 1, loggedDays: 1, days: 2 },
    ],
    [
      [
        [1320, true],
        [1319, true],
        [null, false],
      ],
      { avgWornMinutes: 1320, daysUnderGoal: 1, loggedDays: 2, days: 3 },
    ],
    [
      [
        [1300, true],
        [1301, true],
      ],
      { avgWornMinutes: 1301, daysUnderGoal: 2, loggedDays: 2, days: 2 },
    ],
  ] as const)('%j', (days, summary) => {
    const input = days.map(([wornMinutes, hasEvent]) => ({ wornMinutes, hasEvent }));
    expect(summarizeWear(input)).toEqual(summary);
  });
});

describe('summarizeLateSwitches: the current and the previous aligner', () => {
  const sw = (aligner: number, dueOn: string, switchedOn: string) => ({
    aligner,
    dueOn,
    switchedOn,
  });
  it.each([
    [[], 3, { count: 0, maxLateByDays: 0 }],
    [[sw(3, '2026-01-29', '2026-01-29')], 3, { count: 0, maxLateByDays: 0 }],
    [[sw(3, '2026-01-29', '2026-01-31')], 3, { count: 1, maxLateByDays: 2 }],
    [
      [sw(2, '2026-01-15', '2026-01-19'), sw(3, '2026-01-29', '2026-01-30')],
      3,
      { count: 2, maxLateByDays: 4 },
    ],
    [
      [sw(1, '2026-01-01', '2026-01-09'), sw(3, '2026-01-29', '2026-01-30')],
      3,
      { count: 1, maxLateByDays: 1 },
    ],
    [[sw(2, '2026-01-15', '2026-01-20')], 4, { count: 0, maxLateByDays: 0 }],
  ] as const)('%j on aligner %i', (switches, current, summary) => {
    expect(summarizeLateSwitches(switches, current)).toEqual(summary);
  });
});

describe('summarizeOpenIssues', () => {
  const now = new Date('2026-02-10T12:00:00Z');
  it.each([
    [[], { count: 0, oldestHours: null }],
    [['2026-02-10T11:30:00Z'], { count: 1, oldestHours: 0 }],
    [['2026-02-08T12:00:01Z', '2026-02-10T11:00:00Z'], { count: 2, oldestHours: 47 }],
    [['2026-02-10T11:00:00Z', '2026-02-08T12:00:00Z'], { count: 2, oldestHours: 48 }],
  ] as const)('%j', (raised, summary) => {
    expect(
      summarizeOpenIssues(
        raised.map((at) => new Date(at)),
        now,
      ),
    ).toEqual(summary);
  });
});

describe('compareBoardRows', () => {
  const row = (name: string, risk: Risk, avgWornMinutes: number | null) => ({
    name,
    risk,
    wear7d: { avgWornMinutes, daysUnderGoal: 0, loggedDays: 0, days: 7 },
  });
  it('orders act, watch, ok, then the lowest wear, patients without a day last, then by name', () => {
    const rows = [
      row('ok-high', 'ok', 1400),
      row('watch-none', 'watch', null),
      row('act-high', 'act', 1300),
      row('ok-low', 'ok', 1330),
      row('watch-low', 'watch', 1250),
      row('act-low', 'act', 900),
      row('b-same', 'watch', 1250),
    ];
    expect(rows.sort(compareBoardRows).map((r) => r.name)).toEqual([
      'act-low',
      'act-high',
      'b-same',
      'watch-low',
      'watch-none',
      'ok-low',
      'ok-high',
    ]);
  });
});
