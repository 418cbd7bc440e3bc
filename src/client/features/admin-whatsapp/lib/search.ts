/**
 * The inbox's address: `?phone=9876543210` opens that number's thread. The router reads ten
 * digits as a number and writes a string back quoted (`?phone=%229876543210%22`), so the
 * address holds the number, and the page reads it back as the ten digits.
 */
import * as v from 'valibot';

const TenDigitNumber = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  v.integer(),
  v.minValue(1_000_000_000),
  v.maxValue(9_999_999_999),
);

export const WhatsAppSearchSchema = v.object({
  phone: v.fallback(v.optional(TenDigitNumber), undefined),
});

export type WhatsAppSearch = v.InferOutput<typeof WhatsAppSearchSchema>;

/** The search that opens `phone`'s thread. */
export const threadSearch = (phone: string) => ({ phone: Number(phone) });

/** The ten digits of the thread the address opens, if any. */
export const selectedPhone = ({ phone }: WhatsAppSearch) =>
  phone === undefined ? undefined : String(phone);
