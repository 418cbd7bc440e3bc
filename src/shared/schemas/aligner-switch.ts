import * as v from 'valibot';
import { IdSchema } from './common';

/** POST /api/aligner-switches: the aligner the patient has just put in. */
export const AlignerSwitchSchema = v.strictObject({
  aligner: v.pipe(
    v.number('Aligner must be a number'),
    v.integer('Aligner must be a whole number'),
    v.minValue(1, 'Aligner must be at least 1'),
    v.maxValue(200, 'Aligner must be at most 200'),
  ),
  /** A guardian names the child whose aligner it is (docs/design.md §12). */
  patientId: v.optional(IdSchema),
});

/** GET /api/aligner-switches: admins name the patient; patients may name only themselves. */
export const AlignerSwitchesQuerySchema = v.strictObject({
  patientId: v.optional(IdSchema),
});

export type AlignerSwitchInput = v.InferOutput<typeof AlignerSwitchSchema>;
