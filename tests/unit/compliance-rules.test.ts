import { describe, expect, it } from 'vitest';
import {
  compareBoardRows,
  complianceRisk,
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
): ComplianceFigures => ({
  wear7d: { avgWornMinutes, daysUnderGoal: 0, loggedDays: 0 },
  lateSwitches: { count: late[0], maxLateByDays: late[1] },
  openIssues: { count: issues[0], oldestHours: issues[1] },
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

describe('summarizeWear', () => {
  it.each([
    [[], { avgWornMinutes: null, daysUnderGoal: 0, loggedDays: 0 }],
    [[[1440, false]], { avgWornMinutes: 1440, daysUnderGoal: 0, loggedDays: 0 }],
    [
      [
        [1320, true],
        [1319, true],
        [1000, false],
      ],
      { avgWornMinutes: 1213, daysUnderGoal: 2, loggedDays: 2 },
    ],
    [
      [
        [1300, true],
        [1301, true],
      ],
      { avgWornMinutes: 1301, daysUnderGoal: 2, loggedDays: 2 },
    ],
  ] as const)('%j', (days, summary) => {
    const input = days.map(([wornMinutes, logged]) => ({ wornMinutes, logged }));
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
    wear7d: { avgWornMinutes, daysUnderGoal: 0, loggedDays: 0 },
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
