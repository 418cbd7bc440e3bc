import * as v from 'valibot';
import { GENDERS, PATIENTS_PAGE_SIZE } from '../constants';
import {
  CalendarDateSchema,
  EmailSchema,
  HttpUrlSchema,
  TenDigitsSchema,
  QueryIntSchema,
  SingleLineSchema,
} from './common';
import { NewPasswordSchema } from './auth';

const AlignersSchema = v.pipe(
  v.number('Aligners must be a number'),
  v.integer('Aligners must be a whole number'),
  v.minValue(1, 'At least 1 aligner'),
  v.maxValue(200, 'At most 200 aligners'),
);
const StepsSchema = v.pipe(
  v.number('Steps must be a number'),
  v.integer('Steps must be a whole number of weeks'),
  v.minValue(1, 'Steps must be at least 1 week'),
  v.maxValue(52, 'Steps must be at most 52 weeks'),
);

const patientFields = {
  name: SingleLineSchema(100, 'Name'),
  phone: TenDigitsSchema(),
  email: EmailSchema,
  dob: CalendarDateSchema,
  gender: v.picklist(GENDERS, 'Gender must be male, female or other'),
  link3d: HttpUrlSchema,
  startDate: CalendarDateSchema,
  aligners: AlignersSchema,
  steps: StepsSchema,
};

/** The fields of a patient's record the admin enters, in the forms' order. */
export const PATIENT_FIELDS = Object.keys(patientFields) as (keyof typeof patientFields)[];

export const PatientCreateSchema = v.strictObject({
  ...patientFields,
  password: v.optional(v.union([v.literal(''), NewPasswordSchema])),
  steps: v.optional(StepsSchema),
});

/** Admin edits: any patient field; never role or status (derived from the plan). */
export const PatientUpdateSchema = v.pipe(
  v.strictObject({
    ...v.partial(v.object(patientFields)).entries,
    password: v.optional(NewPasswordSchema),
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

/** A form's number box: its text as a number for the rules; an empty box stays missing. */
const numberFromText = (text: string) => (text.trim() === '' ? undefined : Number(text));

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

const PatientPlanSchema = v.strictObject({
  startDate: patientFields.startDate,
  aligners: patientFields.aligners,
  steps: patientFields.steps,
});

/** The edit-patient form (spec §5 "Edit patient"): start date, aligners and steps, all required. */
export const PatientEditFormSchema = v.pipe(
  formText(['startDate', 'aligners', 'steps']),
  v.transform(({ startDate, aligners, steps }): Record<string, unknown> => ({
    startDate,
    aligners: numberFromText(aligners),
    steps: numberFromText(steps),
  })),
  thenCheck<Record<string, unknown>, v.InferOutput<typeof PatientPlanSchema>>(PatientPlanSchema),
);

export type PatientPlan = v.InferOutput<typeof PatientPlanSchema>;
