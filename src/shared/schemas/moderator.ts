import * as v from 'valibot';
import { normalizeMobile } from '../phone';

/** A WhatsApp number for moderators: 10 digits starting with 6 to 9 (docs/product-spec.md §5). */
const MODERATOR_NUMBER_PATTERN = /^[6-9]\d{9}$/;

export const ModeratorSchema = v.strictObject({
  number: v.pipe(
    v.string('Enter a valid 10-digit WhatsApp number.'),
    v.trim(),
    v.transform(normalizeMobile),
    v.regex(MODERATOR_NUMBER_PATTERN, 'Enter a valid 10-digit WhatsApp number.'),
  ),
});
