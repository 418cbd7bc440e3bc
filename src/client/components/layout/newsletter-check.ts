/**
 * The newsletter form's check, loaded the first time the form needs it (a field left, a
 * submit): the footer is on every page, and this keeps valibot and the shared rules out of
 * every page's first load. The rule is the server's own (`NewsletterSchema`), in the page's
 * language.
 */
import * as v from 'valibot';
import type { Language } from '../../../shared/languages';
import { NewsletterSchema, type NewsletterInput } from '../../../shared/schemas/contact';
import { loadSharedMessages } from '../../lib/shared-messages';

export type NewsletterCheck = { input: NewsletterInput } | { error: string };

export async function checkNewsletter(email: string, language: Language): Promise<NewsletterCheck> {
  await loadSharedMessages(language);
  const result = v.safeParse(NewsletterSchema, { email }, { lang: language });
  return result.success ? { input: result.output } : { error: result.issues[0].message };
}
