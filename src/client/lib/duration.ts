/**
 * A duration in whole minutes as hours and minutes: "17 h 20 min", "22 h", "45 min", "0 min".
 * The caller words each part (the patient's language, or the admin panel's English).
 */
export function hoursAndMinutes(
  minutes: number,
  words: { hours: (h: number) => string; minutes: (m: number) => string } = ENGLISH_UNITS,
): string {
  const whole = Math.round(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  if (h === 0) return words.minutes(m);
  return m === 0 ? words.hours(h) : `${words.hours(h)} ${words.minutes(m)}`;
}

/** The units as the clinic writes them. */
const ENGLISH_UNITS = { hours: (h: number) => `${h} h`, minutes: (m: number) => `${m} min` };
