/**
 * `/dashboard?aligner=k`: the address on the NFC tag of aligner k's case (DESIGN.md §4). A
 * value that is not a whole number from 1 up is ignored rather than an error page.
 */
import * as v from 'valibot';

export const DashboardSearchSchema = v.object({
  aligner: v.fallback(
    v.optional(
      v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1)),
    ),
    undefined,
  ),
});
