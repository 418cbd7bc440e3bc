import { describe, expect, it } from 'vitest';
import { WEAR_GOAL_MINUTES } from '../../src/shared/constants';
import { isOnTrackToday, judgeWearToday, wearGoalSoFar } from '../../src/shared/wear-goal';

describe('wearGoalSoFar: the goal for the time elapsed of the clinic day', () => {
  it.each([
    // minutes elapsed → minutes a patient keeping 22 h a day has worn
    [0, 0],
    [60, 55],
    [300, 275],
    [720, 660],
    [1440, 1320],
    // Never past the whole goal, never below nothing.
    [2000, 1320],
    [-5, 0],
  ])('%i min elapsed → %i min', (elapsed, goal) => {
    expect(wearGoalSoFar(elapsed)).toBe(goal);
  });
});

describe('isOnTrackToday: judged against the goal so far, never against 22 h', () => {
  it.each([
    // worn, elapsed → on track
    [300, 300, true], // by 05:00, 5 h of 5 h
    [306, 306, true], // 05:06, nothing out: the ring's "23% of 22 h" was on track all along
    [275, 300, true], // 25 min out by 05:00: still 22/24 of the time
    [274, 300, false],
    [0, 0, true], // midnight
    [0, 30, false],
    [660, 720, true], // noon, an hour out
    [1320, 1440, true], // the day done at the goal
    [1319, 1440, false],
  ])('%i min worn of %i elapsed → %s', (worn, elapsed, onTrack) => {
    expect(isOnTrackToday(worn, elapsed)).toBe(onTrack);
  });
});

describe('today against the goal for the time elapsed', () => {
  it('at 05:06 with 5 h 6 min worn, is on track and full', () => {
    const today = judgeWearToday(306, 0);
    expect(today).toEqual({ goalSoFarMinutes: 280, percent: 100, onTrack: true });
  });

  it('at noon with 2 hours out, is behind the 11 h the goal asks by then', () => {
    const today = judgeWearToday(600, 120);
    expect(today).toEqual({ goalSoFarMinutes: 660, percent: 90, onTrack: false });
  });

  it('at midnight, nothing is asked yet', () => {
    expect(judgeWearToday(0, 0)).toEqual({
      goalSoFarMinutes: 0,
      percent: 100,
      onTrack: true,
    });
  });

  it('a whole day counts the whole goal', () => {
    expect(judgeWearToday(1300, 140)).toMatchObject({
      goalSoFarMinutes: WEAR_GOAL_MINUTES,
      onTrack: false,
    });
  });
});
