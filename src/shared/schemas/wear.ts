import * as v from 'valibot';
import { WEAR_DAYS_DEFAULT, WEAR_DAYS_MAX, WEAR_EVENT_TYPES, WEAR_EVENTS_MAX } from '../constants';
import { ClientIdSchema, IdSchema, QueryIntSchema, TimestampSchema } from './common';

/** One wear-log event as the phone made it: its own UUID, what happened and when. */
const WearEventSchema = v.strictObject({
  id: ClientIdSchema,
  type: v.picklist(WEAR_EVENT_TYPES, 'Type must be "out" or "in"'),
  at: TimestampSchema,
});

/** POST /api/wear/events: the events the phone has not sent yet, oldest or newest first. */
export const WearEventsSchema = v.strictObject({
  events: v.pipe(
    v.array(WearEventSchema, 'Events must be a list'),
    v.minLength(1, 'Send at least one event'),
    v.maxLength(WEAR_EVENTS_MAX, `Send at most ${WEAR_EVENTS_MAX} events at once`),
  ),
});

/** GET /api/wear: admins name the patient; patients may name only themselves. */
export const WearQuerySchema = v.strictObject({
  patientId: v.optional(IdSchema),
  days: v.optional(QueryIntSchema(1, WEAR_DAYS_MAX), String(WEAR_DAYS_DEFAULT)),
});

/** PUT /api/wear/settings: the patient's switch for the long-break reminder. */
export const WearSettingsSchema = v.strictObject({
  breakReminder: v.boolean('breakReminder must be true or false'),
});

export type WearEventInput = v.InferOutput<typeof WearEventSchema>;
