import * as v from 'valibot';
import { LANGUAGES } from '../languages';
import { say } from '../messages';

const ACCOUNT_UPDATE_EMPTY_MESSAGE = 'Give language or whatsappReminders';

/**
 * PATCH /api/users/me: what a patient (or a parent or guardian) changes on their own account:
 * their language and whether reminders also come on WhatsApp (docs/design.md §11: WhatsApp
 * needs their own opt-in). Its other fields are the clinic's; any other field is refused.
 */
export const AccountUpdateSchema = v.pipe(
  v.strictObject({
    language: v.optional(v.picklist(LANGUAGES, say(/*i18n*/ 'Choose English, Hindi or Marathi'))),
    whatsappReminders: v.optional(v.boolean('whatsappReminders must be true or false')),
  }),
  v.check(
    (update) => update.language !== undefined || update.whatsappReminders !== undefined,
    ACCOUNT_UPDATE_EMPTY_MESSAGE,
  ),
);
