/**
 * Loads the browser's locale data in a thread of its own. The first Intl formatter a page makes
 * loads it (some 60 ms on a mid-range phone), and the browser keeps it for the whole page, every
 * thread: made here first, the app's own formatters on the main thread then cost next to
 * nothing. The page's language comes as the worker's name. Each line stands for the app's own
 * formatters: the language's likely subtags, its plurals and digits, its dates, the phone's
 * time zone, and the calendars `shared/calendar-date.ts` and `shared/wear-rules.ts` count in.
 */
import { dateLocale } from '../../shared/languages';

const language = self.name;
const locale = dateLocale(language);
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
new Intl.Locale(language || 'en').maximize();
new Intl.PluralRules(language || 'en').select(1);
new Intl.NumberFormat(locale).format(1);
new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(0);
for (const calendar of ['en-CA', 'en-US', 'en-GB'])
  new Intl.DateTimeFormat(calendar, { timeZone, hour: 'numeric', day: 'numeric' }).format(0);
self.postMessage('loaded');
