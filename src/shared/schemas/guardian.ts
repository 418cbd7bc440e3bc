/** A patient's parents or guardians (docs/design.md §12): the admin's input, and the reads' query. */
import * as v from 'valibot';
import { GUARDIAN_RELATIONSHIPS, MAX_GUARDIANS } from '../constants';
import { IdSchema, NameSchema, TenDigitsSchema } from './common';

export const MINOR_NEEDS_GUARDIAN_MESSAGE = 'A patient under 18 needs a parent or guardian';
export const TOO_MANY_GUARDIANS_MESSAGE = `A patient has at most ${MAX_GUARDIANS} parents or guardians`;
/** A minor's own agreement to the privacy notice is refused with this (a 403). */
export const MINOR_CONSENT_MESSAGE = /*i18n*/ 'Your parent or guardian agrees to this notice';

/** One parent or guardian: name and phone by the patient's own rules. */
export const GuardianSchema = v.strictObject({
  name: NameSchema(100),
  phone: TenDigitsSchema(),
  relationship: v.picklist(
    GUARDIAN_RELATIONSHIPS,
    'Choose the relationship: mother, father or guardian',
  ),
});

/** `guardians` in register and update: at most two, each with a phone of their own. */
export const GuardiansSchema = v.pipe(
  v.array(GuardianSchema, 'Guardians must be a list'),
  v.maxLength(MAX_GUARDIANS, TOO_MANY_GUARDIANS_MESSAGE),
  v.check(
    (guardians) => new Set(guardians.map((guardian) => guardian.phone)).size === guardians.length,
    'Each parent or guardian needs a phone number of their own',
  ),
);

/** `?patientId=` on a patient's reads: a guardian names the child (a patient, no one or self). */
export const ActingQuerySchema = v.strictObject({
  patientId: v.optional(IdSchema),
});

export type GuardianInput = v.InferOutput<typeof GuardianSchema>;
