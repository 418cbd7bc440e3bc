import * as v from 'valibot';
import { MOBILE_DIGITS } from '../constants';
import { isCalendarDate, isWithinCalendar } from '../calendar-date';
import { normalizeMobile } from '../phone';

/** Text with no control characters (CR/LF and NUL among them): safe for logs, headers and spreadsheets. */
const NO_CONTROL_CHARS = /^[^\p{Cc}]*$/u;
/** The same, but line breaks are allowed (descriptions, messages). */
const NO_CONTROL_EXCEPT_NEWLINES = /^(?:[^\p{Cc}]|\r?\n|\t)*$/u;
/**
 * No Unicode bidi controls (U+202A–U+202E, U+2066–U+2069; SECURITY.md 11c): they make a name
 * or a message read differently on screen from what it is.
 */
const NO_BIDI_CONTROLS = /^[^\u202A-\u202E\u2066-\u2069]*$/u;
const noBidi = (label: string) =>
  v.regex(NO_BIDI_CONTROLS, `${label} contains invisible direction characters`);

export const IdSchema = v.pipe(v.string(), v.uuid('Not a valid id'));

export const SingleLineSchema = (max: number, label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    v.regex(NO_CONTROL_CHARS, `${label} must be on one line`),
    noBidi(label),
  );

export const MultiLineSchema = (max: number, label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    v.regex(NO_CONTROL_EXCEPT_NEWLINES, `${label} contains characters that are not allowed`),
    noBidi(label),
  );

export const EmailSchema = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email is too long'),
  v.email('Enter valid email address'),
  v.toLowerCase(),
);

/**
 * The one ten-digit number rule (patients' mobiles, sign-in, contact, applications): typed with
 * or without spaces, dashes or +91 (see `normalizeMobile`). The default message is a patient's
 * mobile number's (sign-in, their record); other forms word their own.
 */
export const TenDigitsSchema = (message = 'Mobile number must be 10 digits') =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.transform(normalizeMobile),
    v.regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), message),
  );

/** A real `YYYY-MM-DD` date no later than 2100 (SECURITY.md 11c); rules relative to today are
 * in `date-rules.ts`, since "today" is the clinic's and only the caller knows it. */
export const CalendarDateSchema = v.pipe(
  v.string('Date is required'),
  v.check(isCalendarDate, 'Date must be a valid YYYY-MM-DD date'),
  // One message at a time: the range is checked only for a well-formed date.
  v.check(
    (date) => !isCalendarDate(date) || isWithinCalendar(date),
    'Date must be between 1900 and 2100',
  ),
);

export const HttpUrlSchema = v.pipe(
  v.string('Link is required'),
  v.trim(),
  v.maxLength(2048, 'Link is too long'),
  v.url('Enter a valid link'),
  v.check((value) => /^https?:\/\//i.test(value), 'Link must start with http:// or https://'),
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
