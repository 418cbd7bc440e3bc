/**
 * Today judged against the goal for the time elapsed (docs/design.md §6): by 05:00, 5 h worn of
 * 5 h is on track, never "23% of 22 h". Pure, so the card and its tests count alike.
 */
const DAY_MINUTES = 24 * 60;

interface WearToday {
  /** The goal's share for the minutes of today gone by. */
  goalSoFarMinutes: number;
  /** Worn against that share, 0–100. */
  percent: number;
  onTrack: boolean;
}

/** `wornMinutes` + `outMinutes` is how much of today has gone by. */
export function judgeWearToday(
  wornMinutes: number,
  outMinutes: number,
  goalMinutes: number,
): WearToday {
  const elapsed = Math.min(DAY_MINUTES, wornMinutes + outMinutes);
  const goalSoFarMinutes = Math.round((goalMinutes * elapsed) / DAY_MINUTES);
  if (goalSoFarMinutes === 0) return { goalSoFarMinutes, percent: 100, onTrack: true };
  return {
    goalSoFarMinutes,
    percent: Math.min(100, Math.floor((wornMinutes / goalSoFarMinutes) * 100)),
    onTrack: wornMinutes >= goalSoFarMinutes,
  };
}
