/** The patients list's address: `?q=asha&page=2`. Bad values fall back to the defaults. */
import * as v from 'valibot';

/** The router reads `?q=123` as a number: any scalar is taken as the search text. */
const SearchTextSchema = v.pipe(
  v.union([v.string(), v.number(), v.boolean()]),
  v.transform((value) => String(value).slice(0, 100)),
);

export const PatientsSearchSchema = v.object({
  q: v.fallback(v.optional(SearchTextSchema, ''), ''),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
});

export type PatientsSearch = v.InferOutput<typeof PatientsSearchSchema>;
