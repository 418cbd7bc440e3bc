import * as v from 'valibot';
import { GENDERS, PATIENTS_PAGE_SIZE } from '../constants';
import {
  CalendarDateSchema,
  EmailSchema,
  HttpUrlSchema,
  MobileSchema,
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
  phone: MobileSchema,
  email: EmailSchema,
  dob: CalendarDateSchema,
  gender: v.picklist(GENDERS, 'Gender must be male, female or other'),
  link3d: HttpUrlSchema,
  startDate: CalendarDateSchema,
  aligners: AlignersSchema,
  steps: StepsSchema,
};

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
