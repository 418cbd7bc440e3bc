import * as v from 'valibot';
import { MOBILE_DIGITS } from '../constants';
import { isCalendarDate, isWithinCalendar } from '../calendar-date';
import { say, translate } from '../messages';
import { normalizeMobile } from '../phone';
import {
  codePointName,
  directionControlIn,
  hasVisibleCharacter,
  hasVisibleLetterOrDigit,
  invisibleCharacterIn,
} from '../text-rules';

/** Text with no control characters (CR/LF and NUL among them): safe for logs, headers and spreadsheets. */
const NO_CONTROL_CHARS = /^[^\p{Cc}]*$/u;
/** The same, but line breaks are allowed (descriptions, messages). */
const NO_CONTROL_EXCEPT_NEWLINES = /^(?:[^\p{Cc}]|\r?\n|\t)*$/u;

/**
 * Field labels are messages too (marked with /*i18n*\/ where they are named, such as
 * `MultiLineSchema(2000, /*i18n*\/ 'Description')`): each message below says its label in the
 * language the parse was asked for (`v.safeParse(schema, input, { lang })`, src/shared/messages.ts).
 */

/**
 * The one rule for what every text field may hold (`text-rules.ts`): no direction controls,
 * which make a name or a message read differently on screen from what it is, and nothing else
 * that draws nothing (zero-width spaces, byte-order marks, line separators…).
 */
const visibleText = (label: string) =>
  [
    v.check(
      (text: string) => directionControlIn(text) === null,
      say(/*i18n*/ '{label} contains invisible direction characters', { label }),
    ),
    v.check(
      (text: string) => invisibleCharacterIn(text) === null,
      (issue) =>
        translate(
          /*i18n*/ '{label} contains an invisible character ({character})',
          { label, character: codePointName(invisibleCharacterIn(issue.input) ?? ' ') },
          issue.lang,
        ),
    ),
  ] as const;

export const IdSchema = v.pipe(v.string(), v.uuid(say(/*i18n*/ 'Not a valid id')));

/** A field's rules, checked in order: the first that fails is the one message it gets. */
export const oneMessage = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.config(schema, { abortPipeEarly: true });

/** The nil UUID is what a device sends that never made one: it names nothing. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * An id a device made so a retry is stored once (a check-in, a wear event): a UUID, never the
 * nil one. It names a record only among its patient's own (docs/security.md 21c).
 */
export const ClientIdSchema = v.pipe(
  IdSchema,
  v.check((id) => id !== NIL_UUID, say(/*i18n*/ 'Not a valid id')),
);

const TIMESTAMP_FORMAT =
  'The time must be an ISO timestamp with its time zone (Z or ±HH:MM), such as 2026-03-10T08:00:00+05:30';

/**
 * An instant with its time zone, as ISO 8601 writes it, that the code can read: valibot's
 * `isoTimestamp` also takes an hours-only offset (`+05`) that `Date` cannot parse, so the
 * parse itself is the last check. The date must be a real one (`Date` would read 30 February
 * as 2 March).
 */
export const TimestampSchema = oneMessage(
  v.pipe(
    v.string('The time must be an ISO timestamp'),
    v.isoTimestamp(TIMESTAMP_FORMAT),
    v.check((at) => Number.isFinite(Date.parse(at)), TIMESTAMP_FORMAT),
    v.check((at) => isCalendarDate(at.slice(0, 10)), 'The time is not on a real date'),
  ),
);

/** One line of text, required; `shows` says whether the trimmed text has what must be seen. */
const requiredLine = (
  max: number,
  label: string,
  shows: (text: string) => boolean,
  blankMessage: (issue: { lang?: string }) => string,
) =>
  oneMessage(
    v.pipe(
      v.string(say(/*i18n*/ '{label} is required', { label })),
      v.trim(),
      v.nonEmpty(say(/*i18n*/ '{label} is required', { label })),
      // Text that draws nothing looks empty wherever it is shown: it is refused as empty.
      v.check(shows, blankMessage),
      v.maxLength(max, say(/*i18n*/ '{label} must be at most {max} characters', { label, max })),
      v.regex(NO_CONTROL_CHARS, say(/*i18n*/ '{label} must be on one line', { label })),
      ...visibleText(label),
    ),
  );

export const SingleLineSchema = (max: number, label: string) =>
  requiredLine(max, label, hasVisibleCharacter, say(/*i18n*/ '{label} is required', { label }));

/** A person's name: one line with at least one letter or digit that is drawn. */
export const NameSchema = (max: number, label = /*i18n*/ 'Name') =>
  requiredLine(max, label, hasVisibleLetterOrDigit, (issue) =>
    translate(
      /*i18n*/ 'Enter a {label}',
      { label: translate(label, undefined, issue.lang).toLowerCase() },
      issue.lang,
    ),
  );

export const MultiLineSchema = (max: number, label: string) =>
  oneMessage(
    v.pipe(
      v.string(say(/*i18n*/ '{label} must be text', { label })),
      v.trim(),
      v.maxLength(max, say(/*i18n*/ '{label} must be at most {max} characters', { label, max })),
      v.regex(
        NO_CONTROL_EXCEPT_NEWLINES,
        say(/*i18n*/ '{label} contains characters that are not allowed', { label }),
      ),
      ...visibleText(label),
    ),
  );

export const EmailSchema = v.pipe(
  v.string(say(/*i18n*/ 'Email is required')),
  v.trim(),
  v.nonEmpty(say(/*i18n*/ 'Email is required')),
  v.maxLength(254, say(/*i18n*/ 'Email is too long')),
  v.email(say(/*i18n*/ 'Enter valid email address')),
  v.toLowerCase(),
);

/**
 * The ten-digit mobile rule's one message, on every form that asks for a mobile (sign-in,
 * contact, careers, the admin's patient forms) and in the API's answers; hi/mr in
 * src/shared/locales.
 */
export const MOBILE_RULE_MESSAGE = /*i18n*/ 'Mobile number must be 10 digits';

/**
 * The one ten-digit number rule (patients' mobiles, sign-in, contact, applications): typed with
 * or without spaces, dashes or +91 (see `normalizeMobile`).
 */
export const TenDigitsSchema = () =>
  v.pipe(
    v.string(say(MOBILE_RULE_MESSAGE)),
    v.trim(),
    v.transform(normalizeMobile),
    v.regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), say(MOBILE_RULE_MESSAGE)),
  );

/** A real `YYYY-MM-DD` date no later than 2100 (docs/security.md 11c); rules relative to today are
 * in `date-rules.ts`, since "today" is the clinic's and only the caller knows it. */
export const CalendarDateSchema = v.pipe(
  v.string(say(/*i18n*/ 'Date is required')),
  v.check(isCalendarDate, say(/*i18n*/ 'Date must be a valid YYYY-MM-DD date')),
  // One message at a time: the range is checked only for a well-formed date.
  v.check(
    (date) => !isCalendarDate(date) || isWithinCalendar(date),
    say(/*i18n*/ 'Date must be between 1900 and 2100'),
  ),
);

/** Sentence case: "date of birth" → "Date of birth". */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A form's date field, named as its label reads in lower case ("date of birth"): a real
 * `YYYY-MM-DD` date from 1900 to 2100, with messages about the field, not the format a date box
 * sends (the box shows the browser's own, such as mm/dd/yyyy). One message at a time.
 */
export const DateFieldSchema = (name: string) =>
  oneMessage(
    v.pipe(
      v.string(`Enter the ${name}`),
      v.nonEmpty(`Enter the ${name}`),
      v.check(isCalendarDate, `${capitalised(name)} must be a real date (YYYY-MM-DD)`),
      v.check(isWithinCalendar, `${capitalised(name)} must be between 1900 and 2100`),
    ),
  );

/** A web address (http or https), named as its label reads in lower case ("3D link"). */
export const HttpUrlSchema = (name: string) =>
  oneMessage(
    v.pipe(
      v.string(`Enter the ${name}`),
      v.trim(),
      v.nonEmpty(`Enter the ${name}`),
      v.maxLength(2048, `${capitalised(name)} is too long`),
      v.url('Enter a valid link'),
      v.check((value) => /^https?:\/\//i.test(value), 'Link must start with http:// or https://'),
      ...visibleText(capitalised(name)),
    ),
  );

/** A whole number read from a query string. */
export const QueryIntSchema = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, 'Must be a whole number'),
    v.transform(Number),
    v.minValue(min, `Must be at least ${min}`),
    v.maxValue(max, `Must be at most ${max}`),
  );
