/** The clinic's WhatsApp inbox (docs/design.md "WhatsApp"): its address and body rules. */
import * as v from 'valibot';
import { MOBILE_DIGITS } from '../constants';
import { WHATSAPP_TEXT_MAX } from '../whatsapp';
import { MultiLineSchema, QueryIntSchema } from './common';

/** The most messages one thread answer holds: the newest, a busy patient's month and more. */
const THREAD_MAX = 200;
/** The conversations the list shows at first, newest first; "Show older" adds as many again. */
export const CONVERSATIONS_PAGE = 100;
/** The most conversations one answer holds. */
const CONVERSATIONS_MAX = 2_000;

/** `GET /api/whatsapp/conversations`: the newest `limit`. */
export const ConversationsQuerySchema = v.strictObject({
  limit: v.optional(QueryIntSchema(1, CONVERSATIONS_MAX), String(CONVERSATIONS_PAGE)),
});

/** `:phone` in the inbox's addresses: the 10 digits of an Indian number, exactly. */
export const ConversationPhoneSchema = v.pipe(
  v.string(),
  v.regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), 'The number must be 10 digits'),
);

export const WhatsAppReplySchema = v.strictObject({
  text: v.pipe(
    MultiLineSchema(WHATSAPP_TEXT_MAX, 'Reply'),
    v.nonEmpty('Write a reply before sending it'),
  ),
});

/** `GET …/conversations/:phone`: the newest `limit` messages; `markRead=false` only looks. */
export const ThreadQuerySchema = v.strictObject({
  limit: v.optional(QueryIntSchema(1, THREAD_MAX), String(THREAD_MAX)),
  markRead: v.optional(v.picklist(['true', 'false'], 'markRead must be true or false'), 'true'),
});
