import * as v from 'valibot';
import { NewsletterSchema } from '../../../shared/schemas/contact';

/** The newsletter rule (shared with the API): the first problem's message, or null. */
export function newsletterEmailError(email: string): string | null {
  const result = v.safeParse(NewsletterSchema, { email });
  return result.success ? null : (result.issues[0]?.message ?? 'Enter valid email address');
}
