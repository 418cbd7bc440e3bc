/**
 * The messages of the server and of src/shared (API errors, validation, push and WhatsApp
 * texts) in the reader's language, with Lingui. The server and src/shared run under tsx with no
 * Babel, so Lingui's macros cannot be used here: a message is written as its English text,
 * marked for the catalog with Lingui's `/*i18n*\/` comment, and that English text is its id:
 *
 *     throw badRequest(/*i18n*\/ 'Please sign in to continue');
 *     v.string(say(/*i18n*\/ '{label} is required', { label }));
 *
 * `npm run i18n:extract` collects them into src/shared/locales and src/server/locales (.po files
 * a translator edits, checked by tests/unit/catalogs.test.ts). The server loads every language
 * at start (`server/lib/messages.ts`); the client loads the shared catalog of its page's
 * language for the forms' messages. English is the text itself: no catalog is read for it.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { CalendarDate } from './calendar-date';
import { formatDate } from './display-dates';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * What fills a message's `{placeholders}`; a value that is itself a message (a text, or a
 * `Said` with values of its own) is translated, and a `SaidDate` is written as the reader's
 * language writes a date.
 */
export type MessageValues = Record<string, string | number | Said | SaidDate>;

/** A calendar date to show in a message, written once its language is known. */
export interface SaidDate {
  calendarDate: CalendarDate;
}

/** `{ date: saidDate(dueOn) }`: "2 Dec 2026", "2 दिस॰ 2026" (shared/display-dates.ts). */
export const saidDate = (calendarDate: CalendarDate): SaidDate => ({ calendarDate });

/** A message and its values, kept until the language it is read in is known. */
export interface Said {
  text: string;
  values: MessageValues;
}

const catalogs = new Map<Language, I18n>();

/** Adds compiled messages (a .po catalog) to `language`'s. */
export function loadMessages(language: Language, messages: Messages): void {
  const i18n = catalogs.get(language);
  if (i18n) i18n.load(language, messages);
  else catalogs.set(language, setupI18n({ locale: language, messages: { [language]: messages } }));
}

/** Whether `language`'s messages are loaded (English needs none). */
export const hasMessages = (language: Language) =>
  language === DEFAULT_LANGUAGE || catalogs.has(language);

const filled = (value: string | number | Said | SaidDate): string => {
  if (typeof value !== 'object') return String(value);
  return 'calendarDate' in value
    ? formatDate(value.calendarDate, DEFAULT_LANGUAGE)
    : fill(value.text, value.values);
};

/** The English text with its `{placeholders}` filled. */
const fill = (text: string, values: MessageValues = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? filled(values[name]!) : whole,
  );

function translateValue(value: string | number | Said | SaidDate, language: unknown) {
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && 'calendarDate' in value) {
    return formatDate(value.calendarDate, language);
  }
  return translateSaid(value, language);
}

/**
 * `text` in `language` (any other value means English): its translation when the catalog has
 * one, else the English text; each `{placeholder}` filled from `values`, whose texts that are
 * messages themselves (a field's label) are translated too. Text that is no message (already
 * translated, or not marked) comes back as it is.
 */
export function translate(text: string, values?: MessageValues, language?: unknown): string {
  const i18n = isLanguage(language) ? catalogs.get(language) : undefined;
  if (!i18n || !(text in i18n.messages)) return fill(text, values);
  const translatedValues = Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [name, translateValue(value, language)]),
  );
  return i18n._(text, translatedValues);
}

/** A message kept with its values, translated later by `translate(said)`. */
export const said = (text: string, values: MessageValues = {}): Said => ({ text, values });

/** A `Said` (or a plain text) in `language`. */
export const translateSaid = (message: string | Said, language?: unknown) =>
  typeof message === 'string'
    ? translate(message, undefined, language)
    : translate(message.text, message.values, language);

/**
 * A validation message for a valibot schema, read in the language the parse was asked for
 * (`v.safeParse(schema, input, { lang })`); English when none.
 */
export const say =
  (text: string, values?: MessageValues) =>
  (issue: { lang?: string | undefined }): string =>
    translate(text, values, issue.lang);
