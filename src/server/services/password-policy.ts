/**
 * Rules for a new password (docs/security.md 9; ASVS 6.2, NIST 800-63B §5.1.1.2): 8 to 128
 * characters, no composition rules, no truncation (scrypt takes the whole string), and none of
 * the 3,000 most common passwords.
 *
 * common-passwords.json holds the first 3,000 entries of @zxcvbn-ts/language-common's
 * `passwords-common` dictionary, which is ordered by frequency. Regenerate it with:
 *   node -e "import('@zxcvbn-ts/language-common').then(({ dictionary }) => console.log(
 *     JSON.stringify(dictionary['passwords-common'].slice(0, 3000))))"
 */
import { NewPasswordSchema } from '../../shared/schemas/auth';
import { badRequest } from '../lib/http-error';
import { parseWith } from '../lib/validate';
import commonPasswords from './common-passwords.json' with { type: 'json' };

const COMMON = new Set<string>(commonPasswords);

export const TOO_COMMON_MESSAGE =
  'This password is too common and easy to guess. Please choose a less common one.';

function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Throws a 400 with a clear message when the password breaks a rule. */
export function checkNewPassword(password: string): void {
  parseWith(NewPasswordSchema, password);
  if (isCommonPassword(password)) throw badRequest(TOO_COMMON_MESSAGE);
}
