import * as v from 'valibot';
import { say } from '../messages';
import { ERASURE_REASON_MAX, PRIVACY_NOTICE_VERSION } from '../constants';
import { MultiLineSchema } from './common';

/** POST /api/users/me/consent: agreeing to the notice the patient was shown, the current one. */
export const ConsentSchema = v.strictObject({
  version: v.pipe(
    v.string(say(/*i18n*/ 'Version must be text')),
    v.check(
      (version) => version === PRIVACY_NOTICE_VERSION,
      say(/*i18n*/ 'The privacy notice has changed: please read the current one'),
    ),
  ),
});

/** POST /api/users/me/erasure-request: the reason is the patient's to give or not. */
export const ErasureRequestSchema = v.strictObject({
  reason: v.optional(MultiLineSchema(ERASURE_REASON_MAX, /*i18n*/ 'Reason'), ''),
});
