import * as v from 'valibot';
import { GENDERS, PATIENTS_PAGE_SIZE } from '../constants';
import {
  DateFieldSchema,
  EmailSchema,
  HttpUrlSchema,
  NameSchema,
  TenDigitsSchema,
  QueryIntSchema,
} from './common';
import { NewPasswordSchema } from './auth';
import { GuardiansSchema } from './guardian';

const MAX_ALIGNERS = 200;
const MAX_STEPS_WEEKS = 52;

/**
 * A count the admin types: one message for anything but a whole number in range (never
 * rounded or clamped into it), another for an empty box.
 */
const CountSchema = (label: string, max: number, emptyMessage: string) => {
  const range = `${label} must be a whole number from 1 to ${max}`;
  return v.pipe(
    v.number((issue) => (issue.input === undefined ? emptyMessage : range)),
    v.integer(range),
    v.minValue(1, range),
    v.maxValue(max, range),
  );
};
const AlignersSchema = CountSchema('Aligners', MAX_ALIGNERS, 'Enter the number of aligners');
const StepsSchema = CountSchema('Steps', MAX_STEPS_WEEKS, 'Enter the weeks per aligner');

const patientFields = {
  name: NameSchema(100),
  phone: TenDigitsSchema(),
  email: EmailSchema,
  dob: DateFieldSchema('date of birth'),
  gender: v.picklist(GENDERS, 'Choose the gender: male, female or other'),
  link3d: HttpUrlSchema('3D link'),
  startDate: DateFieldSchema('start date'),
  aligners: AlignersSchema,
  steps: StepsSchema,
};

/** The fields of a patient's record the admin enters, in the forms' order. */
export const PATIENT_FIELDS = Object.keys(patientFields) as (keyof typeof patientFields)[];

export const PatientCreateSchema = v.strictObject({
  ...patientFields,
  password: v.optional(v.union([v.literal(''), NewPasswordSchema])),
  steps: v.optional(StepsSchema),
  guardians: v.optional(GuardiansSchema),
});

/** Admin edits: any patient field; never role or status (derived from the plan). */
export const PatientUpdateSchema = v.pipe(
  v.strictObject({
    ...v.partial(v.object(patientFields)).entries,
    password: v.optional(NewPasswordSchema),
    guardians: v.optional(GuardiansSchema),
  }),
  v.check((body) => Object.keys(body).length > 0, 'No data to submit.'),
);

export const PatientsQuerySchema = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search is too long'))),
  limit: v.optional(QueryIntSchema(1, 100), String(PATIENTS_PAGE_SIZE)),
  page: v.optional(QueryIntSchema(1, 100_000), '1'),
});

export type PatientCreate = v.InferOutput<typeof PatientCreateSchema>;
export type PatientUpdate = v.InferOutput<typeof PatientUpdateSchema>;
export type PatientsQuery = v.InferOutput<typeof PatientsQuerySchema>;

/**
 * A form's number box: its text as a number for the rules; an empty box stays missing, and
 * anything but a plain decimal number ("1e3", "0x10", "1,5") is not a number.
 */
function numberFromText(text: string): number | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  return /^[+-]?\d+(?:\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
}

/** Runs a schema on the form's converted values (whose number fields may still be missing). */
const thenCheck = <TInput, TOutput>(schema: v.GenericSchema<unknown, TOutput>) =>
  schema as unknown as v.GenericSchema<TInput, TOutput>;

/** Text boxes of the admin's patient forms; the number fields are checked as numbers. */
const formText = <const K extends string>(keys: readonly K[]) =>
  v.object(
    Object.fromEntries(keys.map((key) => [key, v.string()])) as Record<
      K,
      v.StringSchema<undefined>
    >,
  );

/** The add-patient form: its text, turned into the register body and checked by its rules. */
export const PatientCreateFormSchema = v.pipe(
  formText([...PATIENT_FIELDS, 'password']),
  v.transform(({ aligners, steps, ...rest }): Record<string, unknown> => ({
    ...rest,
    aligners: numberFromText(aligners),
    steps: numberFromText(steps),
  })),
  thenCheck<Record<string, unknown>, PatientCreate>(PatientCreateSchema),
);

/** Every field of the record, as the edit form holds it: all required but a new password. */
const PatientEditSchema = v.strictObject({
  ...patientFields,
  password: v.optional(NewPasswordSchema),
});

/**
 * The edit-patient form: every field of the record with the register call's rules (start
 * date, aligners and steps required like the rest); a blank password keeps the current one.
 */
export const PatientEditFormSchema = v.pipe(
  formText([...PATIENT_FIELDS, 'password']),
  v.transform(({ aligners, steps, password, ...rest }): Record<string, unknown> => ({
    ...rest,
    aligners: numberFromText(aligners),
    steps: numberFromText(steps),
    ...(password === '' ? {} : { password }),
  })),
  thenCheck<Record<string, unknown>, PatientEdit>(PatientEditSchema),
);

export type PatientEdit = v.InferOutput<typeof PatientEditSchema>;
