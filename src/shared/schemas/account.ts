import * as v from 'valibot';
import { LANGUAGES } from '../languages';
import { say } from '../messages';

/**
 * PATCH /api/users/me: what a patient changes on their own account, only their language (its
 * other fields are the clinic's). Any other field is refused.
 */
export const AccountUpdateSchema = v.strictObject({
  language: v.picklist(LANGUAGES, say(/*i18n*/ 'Choose English, Hindi or Marathi')),
});
