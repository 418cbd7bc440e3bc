import { describe, expect, it } from 'vitest';
import {
  wearBarKind,
  wearBars,
  wearHours,
  WEAR_BAR_COLORS,
} from '../../src/client/components/wear-chart/wear-bars';
import type { WearDay } from '../../src/shared/wear-rules';
import { readIn } from './support/wear-language';

const GOAL = 22 * 60;
const day = (date: string, wornMinutes: number): WearDay => ({
  date,
  wornMinutes,
  outMinutes: 24 * 60 - wornMinutes,
  breaks: 1,
});

describe('wearBarKind', () => {
  it('reads a past day under the goal as under, at or over it as met', () => {
    expect(wearBarKind(day('2026-11-24', GOAL - 1), false, GOAL)).toBe('under');
    expect(wearBarKind(day('2026-11-24', GOAL), false, GOAL)).toBe('met');
    expect(wearBarKind(day('2026-11-24', 23 * 60), false, GOAL)).toBe('met');
  });

  it('reads today under the goal as in progress, not a miss', () => {
    expect(wearBarKind(day('2026-11-25', 0), true, GOAL)).toBe('today');
    expect(wearBarKind(day('2026-11-25', GOAL - 1), true, GOAL)).toBe('today');
  });

  it('reads today at the goal as met: worn minutes only grow', () => {
    expect(wearBarKind(day('2026-11-25', GOAL), true, GOAL)).toBe('met');
  });
});

describe('wearBars', () => {
  it('colours each day oldest first, names the last one today and keeps hours to a tenth', () => {
    const bars = wearBars(
      [day('2026-11-23', 23 * 60), day('2026-11-24', 19 * 60 + 40), day('2026-11-25', 200)],
      GOAL,
    );
    expect(bars).toEqual([
      { day: '23 Nov', hours: 23, notLogged: null, kind: 'met', color: WEAR_BAR_COLORS.met },
      { day: '24 Nov', hours: 19.7, notLogged: null, kind: 'under', color: WEAR_BAR_COLORS.under },
      { day: 'Today', hours: 3.3, notLogged: null, kind: 'today', color: WEAR_BAR_COLORS.today },
    ]);
  });

  it('draws a day not logged as its own kind: no worn bar, the whole day as an outline', () => {
    const notLogged: WearDay = {
      date: '2026-11-24',
      wornMinutes: null,
      outMinutes: null,
      breaks: 0,
    };
    const bars = wearBars([notLogged, { ...notLogged, date: '2026-11-25' }], GOAL);
    const expected = { hours: null, notLogged: 24, kind: 'not-logged' };
    expect(bars).toEqual([
      { day: '24 Nov', ...expected, color: WEAR_BAR_COLORS['not-logged'] },
      { day: 'Today', ...expected, color: WEAR_BAR_COLORS['not-logged'] },
    ]);
    expect(wearBarKind(notLogged, false, GOAL)).toBe('not-logged');
  });

  it('names the days in the active language, with Latin digits', () => {
    const days = [day('2026-11-24', 23 * 60), day('2026-11-25', 200)];
    try {
      readIn('hi');
      expect(wearBars(days, GOAL, 'आज').map((bar) => bar.day)).toEqual(['24 नव॰', 'आज']);
      readIn('mr');
      expect(wearBars(days, GOAL, 'आज').map((bar) => bar.day)).toEqual(['24 नोव्हें', 'आज']);
    } finally {
      readIn('en');
    }
  });

  it('gives today and days not logged their own colours, apart from both past kinds', () => {
    expect(new Set(Object.values(WEAR_BAR_COLORS)).size).toBe(4);
  });

  it('has no bars for no days', () => {
    expect(wearBars([], GOAL)).toEqual([]);
  });
});

describe('wearHours', () => {
  it('rounds minutes to tenths of an hour', () => {
    expect(wearHours(0)).toBe(0);
    expect(wearHours(1320)).toBe(22);
    expect(wearHours(1183)).toBe(19.7);
  });
});
