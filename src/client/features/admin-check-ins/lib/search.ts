/** The page's address: `?patient=<id>` shows that patient's check-ins instead of the queue. */
import * as v from 'valibot';

export const CheckInsSearchSchema = v.object({
  patient: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
});

export type CheckInsSearch = v.InferOutput<typeof CheckInsSearchSchema>;
