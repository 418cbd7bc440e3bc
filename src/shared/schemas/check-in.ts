import * as v from 'valibot';
import {
  CHECK_IN_COMMENT_MAX,
  CHECK_IN_NOTE_MAX,
  CHECK_IN_REVIEW_STATUSES,
  type CheckInReviewStatus,
} from '../constants';
import { ClientIdSchema, IdSchema, MultiLineSchema } from './common';

/**
 * POST /api/check-ins, the form field `data`: the UUID the device made (an upload sent again is
 * stored once), the aligner the photos show, and an optional note.
 */
export const CheckInDataSchema = v.strictObject({
  id: ClientIdSchema,
  aligner: v.pipe(
    v.number('Aligner must be a number'),
    v.integer('Aligner must be a whole number'),
    v.minValue(1, 'Aligner must be at least 1'),
    v.maxValue(200, 'Aligner must be at most 200'),
  ),
  note: v.optional(MultiLineSchema(CHECK_IN_NOTE_MAX, /*i18n*/ 'Note'), ''),
});

/**
 * GET /api/check-ins: a patient reads their own (naming only themselves); an admin names the
 * patient, or asks for every patient's check-ins waiting for a review.
 */
export const CheckInsQuerySchema = v.strictObject({
  patientId: v.optional(IdSchema),
  review: v.optional(v.picklist(['pending'], 'review can only be "pending"')),
});

/** PATCH /api/check-ins/:id: the clinic's review, with an optional comment for the patient. */
export const CheckInReviewSchema = v.strictObject({
  review: v.picklist(CHECK_IN_REVIEW_STATUSES, 'Review must be "on-track" or "needs-attention"'),
  comment: v.optional(MultiLineSchema(CHECK_IN_COMMENT_MAX, 'Comment'), ''),
});

export type CheckInData = v.InferOutput<typeof CheckInDataSchema>;
export type CheckInReviewInput = v.InferOutput<typeof CheckInReviewSchema>;

/** One stored photo: served by `url` (GET /api/files/:id) to its patient and to admins. */
export interface CheckInPhoto {
  _id: string;
  url: string;
  width: number;
  height: number;
}

interface CheckInReview {
  status: CheckInReviewStatus;
  comment: string;
  at: string;
  by: { _id: string; name: string };
}

/** A check-in as the API answers it. */
export interface CheckIn {
  _id: string;
  patient: { _id: string; name: string };
  aligner: number;
  createdAt: string;
  note: string;
  photos: CheckInPhoto[];
  review: CheckInReview | null;
}
