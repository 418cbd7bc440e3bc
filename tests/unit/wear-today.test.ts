import { describe, expect, it } from 'vitest';
import { WEAR_GOAL_MINUTES } from '../../src/shared/constants';
import { judgeWearToday } from '../../src/shared/wear-today';

describe('today against the goal for the time elapsed', () => {
  it('at 05:06 with 5 h 6 min worn, is on track and full', () => {
    const today = judgeWearToday(306, 0, WEAR_GOAL_MINUTES);
    expect(today).toEqual({ goalSoFarMinutes: 281, percent: 100, onTrack: true });
  });

  it('at noon with 2 hours out, is behind the 11 h the goal asks by then', () => {
    const today = judgeWearToday(600, 120, WEAR_GOAL_MINUTES);
    expect(today).toEqual({ goalSoFarMinutes: 660, percent: 90, onTrack: false });
  });

  it('at midnight, nothing is asked yet', () => {
    expect(judgeWearToday(0, 0, WEAR_GOAL_MINUTES)).toEqual({
      goalSoFarMinutes: 0,
      percent: 100,
      onTrack: true,
    });
  });

  it('a whole day counts the whole goal', () => {
    expect(judgeWearToday(1300, 140, WEAR_GOAL_MINUTES)).toMatchObject({
      goalSoFarMinutes: WEAR_GOAL_MINUTES,
      onTrack: false,
    });
  });
});
