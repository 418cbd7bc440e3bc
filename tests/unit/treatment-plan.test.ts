import { describe, expect, it } from 'vitest';
import {
  alignerStartDate,
  lateByDays,
  planFigures,
  progressLabel,
  progressPercent,
  summarizePlan,
  type PlanInput,
} from '../../src/shared/treatment-plan';
import { todayIn } from '../../src/shared/calendar-date';

const plan = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  startDate: '2026-01-01',
  aligners: 10,
  steps: 2,
  pauses: [],
  ...overrides,
});

describe('summarizePlan: figures without pauses', () => {
  it.each([
    // today,        daysCompleted, currentAligner, nextDate,      status
    ['2025-12-31', 0, 0, '2026-01-01', 'active'],
    ['2026-01-01', 0, 1, '2026-01-15', 'active'],
    ['2026-01-14', 13, 1, '2026-01-15', 'active'],
    ['2026-01-15', 14, 2, '2026-01-29', 'active'],
    ['2026-05-06', 125, 9, '2026-05-07', 'active'],
    ['2026-05-07', 126, 10, '2026-05-21', 'active'],
    ['2026-05-20', 139, 10, '2026-05-21', 'active'],
    ['2026-05-21', 140, 10, null, 'completed'],
    ['2027-01-01', 140, 10, null, 'completed'],
  ] as const)('on %s', (today, daysCompleted, currentAligner, nextDate, status) => {
    const s = summarizePlan(plan(), today);
    expect(s.stepsInDays).toBe(14);
    expect(s.duration).toBe(140);
    expect(s.durationInWeeks).toBe(20);
    expect(s.endDate).toBe('2026-05-21');
    expect(s.daysCompleted).toBe(daysCompleted);
    expect(s.daysRemaining).toBe(140 - daysCompleted);
    expect(s.weekCompleted).toBe(Math.floor(daysCompleted / 7));
    expect(s.currentAligner).toBe(currentAligner);
    expect(s.nextDate).toBe(nextDate);
    expect(s.status).toBe(status);
  });

  it('lists one event per aligner start, then the end date', () => {
    const s = summarizePlan(plan({ aligners: 3, steps: 1 }), '2026-01-10');
    expect(s.eventDates).toEqual([
      { date: '2026-01-01', status: 'completed' },
      { date: '2026-01-08', status: 'in progress' },
      { date: '2026-01-15', status: 'pending' },
      { date: '2026-01-22', status: 'end date' },
    ]);
  });

  it('marks every aligner pending before the start and completed after the end', () => {
    expect(
      summarizePlan(plan({ aligners: 2 }), '2025-06-01').eventDates.map((e) => e.status),
    ).toEqual(['pending', 'pending', 'end date']);
    expect(
      summarizePlan(plan({ aligners: 2 }), '2026-03-01').eventDates.map((e) => e.status),
    ).toEqual(['completed', 'completed', 'end date']);
  });

  it('handles a single aligner of one week', () => {
    const s = summarizePlan(plan({ aligners: 1, steps: 1 }), '2026-01-03');
    expect(s).toMatchObject({
      duration: 7,
      currentAligner: 1,
      nextDate: '2026-01-08',
      endDate: '2026-01-08',
    });
  });
});

describe('summarizePlan: pauses', () => {
  it('an open pause freezes progress and moves every later date day by day', () => {
    const open = plan({ pauses: [{ pauseDate: '2026-01-20', resumedDate: null }] });
    const day1 = summarizePlan(open, '2026-01-20');
    const day6 = summarizePlan(open, '2026-01-25');
    expect(day1.status).toBe('paused');
    expect(day1.daysCompleted).toBe(19);
    expect(day6.daysCompleted).toBe(19);
    expect(day1.endDate).toBe('2026-05-21');
    expect(day6.endDate).toBe('2026-05-26');
    expect(day6.nextDate).toBe('2026-02-03');
    expect(day6.currentAligner).toBe(2);
    expect(day6.eventDates[1]).toEqual({
      date: '2026-01-15',
      status: 'in progress',
      pauseDetails: { delay: 5, pauseDate: '2026-01-20', resumedDate: null },
    });
    expect(day6.eventDates[2]!.date).toBe('2026-02-03');
  });

  it('a closed pause shifts later aligners by its delay', () => {
    const closed = plan({ pauses: [{ pauseDate: '2026-01-20', resumedDate: '2026-01-30' }] });
    const s = summarizePlan(closed, '2026-02-10');
    expect(s.status).toBe('active');
    expect(s.endDate).toBe('2026-05-31');
    expect(s.daysCompleted).toBe(40 - 10);
    expect(s.eventDates.map((e) => e.date).slice(0, 3)).toEqual([
      '2026-01-01',
      '2026-01-15',
      '2026-02-08',
    ]);
    expect(s.eventDates[1]!.pauseDetails).toEqual({
      delay: 10,
      pauseDate: '2026-01-20',
      resumedDate: '2026-01-30',
    });
  });

  it('a pause on a change day belongs to the aligner starting that day', () => {
    const s = summarizePlan(
      plan({ pauses: [{ pauseDate: '2026-01-15', resumedDate: '2026-01-17' }] }),
      '2026-01-20',
    );
    expect(s.eventDates[0]!.pauseDetails).toBeUndefined();
    expect(s.eventDates[1]!.pauseDetails?.delay).toBe(2);
    expect(s.eventDates[1]!.date).toBe('2026-01-15');
    expect(s.eventDates[2]!.date).toBe('2026-01-31');
  });

  it('a resume date in the future keeps progress still until then', () => {
    const s = summarizePlan(
      plan({ pauses: [{ pauseDate: '2026-01-20', resumedDate: '2026-01-25' }] }),
      '2026-01-22',
    );
    expect(s.status).toBe('active');
    expect(s.daysCompleted).toBe(19);
    expect(s.endDate).toBe('2026-05-26');
  });

  it('sums several pauses in one aligner', () => {
    const s = summarizePlan(
      plan({
        pauses: [
          { pauseDate: '2026-01-03', resumedDate: '2026-01-05' },
          { pauseDate: '2026-01-08', resumedDate: '2026-01-11' },
        ],
      }),
      '2026-03-01',
    );
    expect(s.eventDates[0]!.pauseDetails).toEqual({
      delay: 5,
      pauseDate: '2026-01-03',
      resumedDate: '2026-01-11',
    });
    expect(s.eventDates[1]!.date).toBe('2026-01-20');
    expect(s.endDate).toBe('2026-05-26');
  });
});

describe('clinic time zone', () => {
  it('takes today in Asia/Kolkata, not UTC, around midnight', () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is already the next day there.
    expect(todayIn('Asia/Kolkata', new Date('2026-01-14T18:29:00Z'))).toBe('2026-01-14');
    expect(todayIn('Asia/Kolkata', new Date('2026-01-14T18:30:00Z'))).toBe('2026-01-15');
    const before = summarizePlan(plan(), todayIn('Asia/Kolkata', new Date('2026-01-14T18:29:00Z')));
    const after = summarizePlan(plan(), todayIn('Asia/Kolkata', new Date('2026-01-14T18:30:00Z')));
    expect([before.currentAligner, after.currentAligner]).toEqual([1, 2]);
  });
});

describe('progress', () => {
  it.each([
    [0, 'Smile shift initiated'],
    [-5, 'Smile shift initiated'],
    [19, 'Smile shift initiated'],
    [20, 'Trust the process'],
    [40, 'Halfway to Fabulous'],
    [60, 'Final touches'],
    [80, 'TapAligned'],
    [99, 'TapAligned'],
    [100, 'TapAligned'],
    [150, 'TapAligned'],
  ])('label at %i of 100 days is %s', (elapsed, label) => {
    expect(progressLabel(elapsed, 100)).toBe(label);
  });

  it('percent is capped at 100', () => {
    expect(progressPercent(70, 140)).toBe(50);
    expect(progressPercent(200, 140)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe('aligner start dates and lateness (aligner switches)', () => {
  it.each([
    [1, '2026-01-01'],
    [2, '2026-01-15'],
    [10, '2026-05-07'],
    [11, null],
    [0, null],
  ] as const)('aligner %i starts on %s without pauses', (k, start) => {
    expect(alignerStartDate(summarizePlan(plan(), '2026-03-01'), k)).toBe(start);
  });

  it('a closed pause moves the start of every later aligner', () => {
    const s = summarizePlan(
      plan({ pauses: [{ pauseDate: '2026-01-20', resumedDate: '2026-01-30' }] }),
      '2026-03-01',
    );
    expect(alignerStartDate(s, 2)).toBe('2026-01-15');
    expect(alignerStartDate(s, 3)).toBe('2026-02-08');
    expect(s.alignerStarts).toEqual(s.eventDates.slice(0, -1).map((e) => e.date));
  });

  it('an open pause moves the next start day by day', () => {
    const open = plan({ pauses: [{ pauseDate: '2026-01-20', resumedDate: null }] });
    expect(alignerStartDate(summarizePlan(open, '2026-01-25'), 3)).toBe('2026-02-03');
    expect(alignerStartDate(summarizePlan(open, '2026-01-26'), 3)).toBe('2026-02-04');
  });

  it.each([
    ['2026-01-15', '2026-01-15', 0],
    ['2026-01-15', '2026-01-16', 1],
    ['2026-01-15', '2026-02-15', 31],
    ['2026-01-15', '2026-01-14', 0],
    ['2026-02-28', '2026-03-01', 1],
  ] as const)('due %s, switched %s: late by %i days', (dueOn, switchedOn, late) => {
    expect(lateByDays(dueOn, switchedOn)).toBe(late);
  });
});

describe('planFigures', () => {
  const pauses = [
    { pauseDate: '2026-01-20', resumedDate: '2026-01-30' },
    { pauseDate: '2026-03-02', resumedDate: null },
  ];
  it.each([
    ['no pauses, before the start', plan(), '2025-12-31'],
    ['no pauses, mid-plan', plan(), '2026-02-10'],
    ['a closed and an open pause', plan({ pauses }), '2026-03-10'],
    ['finished', plan({ pauses: pauses.slice(0, 1) }), '2027-01-01'],
  ] as const)("%s: the summary's figures, without its timeline", (_, input, today) => {
    const { eventDates, alignerStarts, ...figures } = summarizePlan(input, today);
    expect(eventDates.length).toBe(input.aligners + 1);
    expect(alignerStarts.length).toBe(input.aligners);
    expect(planFigures(input, today)).toEqual(figures);
  });
});
