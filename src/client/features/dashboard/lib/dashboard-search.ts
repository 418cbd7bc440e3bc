/**
 * `/dashboard?aligner=k`: the address on the NFC tag of aligner k's case (docs/design.md §4), kept
 * as written so a tag that is not one of the patient's aligners gets a calm message rather than
 * an error page; `?report=issue` (the home-screen shortcut) opens the issue dialog.
 */
import * as v from 'valibot';

export const DashboardSearchSchema = v.object({
  aligner: v.fallback(v.optional(v.union([v.number(), v.string()])), undefined),
  report: v.fallback(v.optional(v.picklist(['issue'])), undefined),
});

export type TappedAligner =
  { kind: 'aligner'; aligner: number } | { kind: 'unknown'; written: string };

/** What a tag's `aligner` value means for a plan of `total` aligners. */
export function readTappedAligner(
  value: number | string | undefined,
  total: number,
): TappedAligner | undefined {
  if (value === undefined) return undefined;
  const written = String(value);
  const aligner = /^\s*\d+\s*$/.test(written) ? Number(written) : NaN;
  return Number.isInteger(aligner) && aligner >= 1 && aligner <= total
    ? { kind: 'aligner', aligner }
    : { kind: 'unknown', written };
}
