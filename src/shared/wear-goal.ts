/**
 * Today against the wear goal for the time elapsed (docs/design.md, wear): a clinic day still
 * running is never judged against the whole 22 h. By 05:00, 5 h worn of 5 h elapsed is on
 * track; the goal so far is the goal's share of the day that has passed.
 */
import { WEAR_GOAL_MINUTES } from './constants';

const DAY_MINUTES = 24 * 60;

/**
 * The minutes a patient keeping the goal has worn after `elapsedMinutes` of the clinic day:
 * 22/24 of the time elapsed, rounded down so that wearing all of it is always on track.
 */
export function wearGoalSoFar(elapsedMinutes: number): number {
  const elapsed = Math.min(DAY_MINUTES, Math.max(0, elapsedMinutes));
  return Math.floor((elapsed * WEAR_GOAL_MINUTES) / DAY_MINUTES);
}

/** Whether today's worn minutes keep up with the goal for the time elapsed so far. */
export function isOnTrackToday(wornMinutes: number, elapsedMinutes: number): boolean {
  return wornMinutes >= wearGoalSoFar(elapsedMinutes);
}

/** Today as the wear card shows it: the goal so far, the share of it worn (0–100), on track. */
export function judgeWearToday(wornMinutes: number, outMinutes: number) {
  const goalSoFarMinutes = wearGoalSoFar(wornMinutes + outMinutes);
  const percent =
    goalSoFarMinutes === 0
      ? 100
      : Math.min(100, Math.floor((wornMinutes / goalSoFarMinutes) * 100));
  return { goalSoFarMinutes, percent, onTrack: wornMinutes >= goalSoFarMinutes };
}
