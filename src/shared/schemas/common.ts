import * as v from 'valibot';
import { MOBILE_DIGITS } from '../constants';
import { isCalendarDate } from '../calendar-date';

/** Text with no control characters (CR/LF among them): safe for logs, headers and spreadsheets. */
const NO_CONTROL_CHARS = /^[^\p{Cc}]*$/u;
/** The same, but line breaks are allowed (descriptions, messages). */
const NO_CONTROL_EXCEPT_NEWLINES = /^(?:[^\p{Cc}]|\r?\n|\t)*$/u;

export const IdSchema = v.pipe(v.string(), v.uuid('Not a valid id'));

export const SingleLineSchema = (max: number, label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    v.regex(NO_CONTROL_CHARS, `${label} must be on one line`),
  );

export const MultiLineSchema = (max: number, label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    v.regex(NO_CONTROL_EXCEPT_NEWLINES, `${label} contains characters that are not allowed`),
  );

export const EmailSchema = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email is too long'),
  v.email('Enter valid email address'),
  v.toLowerCase(),
);

export const MobileSchema = v.pipe(
  v.string('Mobile number is required'),
  v.trim(),
  v.regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), 'Mobile number must be 10 digits'),
);

export const CalendarDateSchema = v.pipe(
  v.string('Date is required'),
  v.check(isCalendarDate, 'Date must be a valid YYYY-MM-DD date'),
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
