/**
 * How a patient or a visitor reads a date or a time: one date format and one time format per
 * language, for every page, card, chart, toast and server message (docs/design.md §8 "Dates and
 * times"). "2 Dec 2026, 3:28 pm" in English, "2 दिस॰ 2026, 15:28" in Hindi, "2 डिसें 2026, 15:28"
 * in Marathi: the day first, the month named (a 2/12 reads as 12 February to some), Latin digits
 * as every other number in the app, and a 24-hour clock in Hindi and Marathi, which write no
 * "am/pm" in Latin letters.
 *
 * Written from the month tables below rather than with Intl: the dashboard formats its dates
 * during its first render, and the first Intl formatter loads the browser's locale data (some
 * 60 ms on a phone, docs/architecture.md "First load"); tables also read the same in every
 * browser and on the server. The month names are CLDR's short ones (as Intl's `month: 'short'`).
 */
import type { CalendarDate } from './calendar-date';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
  mr: ['जाने', 'फेब्रु', 'मार्च', 'एप्रि', 'मे', 'जून', 'जुलै', 'ऑग', 'सप्टें', 'ऑक्टो', 'नोव्हें', 'डिसें'],
};

const languageOf = (language: unknown): Language =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;

const monthName = (month: number, language: unknown) => MONTHS[languageOf(language)][month - 1]!;

/** "2 Dec" for the calendar date 2026-12-02: the wear charts' bars, where the year is known. */
export function formatDayMonth(date: CalendarDate, language: unknown): string {
  const [, month, day] = date.slice(0, 10).split('-').map(Number);
  return `${day} ${monthName(month!, language)}`;
}

/** "2 Dec 2026" for the calendar date 2026-12-02 (or a timestamp's UTC date part). */
export function formatDate(date: CalendarDate, language: unknown): string {
  return `${formatDayMonth(date, language)} ${Number(date.slice(0, 4))}`;
}

interface WallClock {
  date: CalendarDate;
  hour: number;
  minute: number;
}

/** One formatter per time zone: building one costs more than using it. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The wall clock at `instant` in `timeZone`, or where the code runs when none is given (a
 * patient's phone: the date and time they live in, read without Intl).
 */
function wallClock(instant: string | number | Date, timeZone?: string): WallClock {
  const at = new Date(instant);
  if (!timeZone) {
    return {
      date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
      hour: at.getHours(),
      minute: at.getMinutes(),
    };
  }
  const parts = zoneFormatter(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
  };
}

function clockTime({ hour, minute }: WallClock, language: unknown): string {
  if (languageOf(language) !== 'en') return `${pad(hour)}:${pad(minute)}`;
  return `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** "3:28 pm" in English, "15:28" in Hindi and Marathi. */
export const formatTime = (instant: string | number | Date, language: unknown, timeZone?: string) =>
  clockTime(wallClock(instant, timeZone), language);

/** The day an instant falls on where it is read: "2 Dec 2026". */
export const formatInstantDate = (
  instant: string | number | Date,
  language: unknown,
  timeZone?: string,
) => formatDate(wallClock(instant, timeZone).date, language);

/** "2 Dec 2026, 3:28 pm"; "2 दिस॰ 2026, 15:28". */
export function formatDateTime(
  instant: string | number | Date,
  language: unknown,
  timeZone?: string,
): string {
  const clock = wallClock(instant, timeZone);
  return `${formatDate(clock.date, language)}, ${clockTime(clock, language)}`;
}
