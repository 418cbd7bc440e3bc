/**
 * Indian mobile numbers as people type them: "98765 43210", "98765-43210", "+91 98765 43210",
 * "091-9876543210". Spaces, dashes, dots and brackets go; a leading +91 / 0091 / 091 / 91 or trunk 0
 * goes when what is left is then ten digits. Nothing is ever cut off a number: anything else
 * (letters, eleven digits) stays as typed, so the 10-digit rule refuses it.
 */
import { MOBILE_DIGITS } from './constants';

const SEPARATORS = /[\s\u00a0\-.()/]/g;
const PREFIXES = [/^\+91/, /^0091/, /^091/, /^91/, /^0/];

export function normalizeMobile(input: string): string {
  const compact = input.replace(SEPARATORS, '');
  if (/^\d+$/.test(compact) && compact.length === MOBILE_DIGITS) return compact;
  for (const prefix of PREFIXES) {
    const rest = compact.replace(prefix, '');
    if (rest !== compact && /^\d+$/.test(rest) && rest.length === MOBILE_DIGITS) return rest;
  }
  return compact;
}

/** Room in a phone field for "+91 98765 43210" and the like, as typed or pasted. */
export const MOBILE_TYPED_MAX_LENGTH = 17;
