/**
 * What the WhatsApp Cloud API posts to the webhook (docs/design.md "WhatsApp"), as Meta documents
 * it: `object: "whatsapp_business_account"`, `entry[].changes[].value` with `metadata`,
 * `contacts`, `messages` and `statuses`. Each message and status is checked on its own, so one
 * malformed part is skipped while the rest of the delivery is applied. Loose objects: Meta adds
 * fields without notice.
 */
import * as v from 'valibot';

/** The Unix time in seconds, as a string, Meta gives each message and status. */
const UnixSecondsSchema = v.pipe(v.string(), v.regex(/^\d{1,12}$/));
/** A number in international form without the plus: 91 and the 10 digits for India. */
const WaIdSchema = v.pipe(v.string(), v.regex(/^\d{6,15}$/));
const WamidSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(256));
const ShortText = v.pipe(v.string(), v.maxLength(4096));

/** The envelope: every change's `value`, still unchecked inside. */
export const WebhookDeliverySchema = v.looseObject({
  object: v.literal('whatsapp_business_account'),
  entry: v.array(
    v.looseObject({
      changes: v.array(v.looseObject({ field: v.optional(v.string()), value: v.unknown() })),
    }),
  ),
});

/** One change's value: its lists, each item still unchecked. */
export const WebhookValueSchema = v.looseObject({
  messaging_product: v.optional(v.string()),
  metadata: v.optional(v.looseObject({ phone_number_id: v.optional(v.string()) })),
  contacts: v.optional(v.array(v.unknown())),
  messages: v.optional(v.array(v.unknown())),
  statuses: v.optional(v.array(v.unknown())),
});

const MessageBase = {
  from: WaIdSchema,
  id: WamidSchema,
  timestamp: UnixSecondsSchema,
};

/** Text the number wrote. */
export const TextMessageSchema = v.looseObject({
  ...MessageBase,
  type: v.literal('text'),
  text: v.looseObject({ body: ShortText }),
});

/** A template's quick-reply button: its payload and its label. */
export const ButtonMessageSchema = v.looseObject({
  ...MessageBase,
  type: v.literal('button'),
  button: v.looseObject({ payload: ShortText, text: v.optional(ShortText) }),
});

/** An interactive message's reply button: its id is the payload. */
export const InteractiveReplySchema = v.looseObject({
  ...MessageBase,
  type: v.literal('interactive'),
  interactive: v.looseObject({
    type: v.literal('button_reply'),
    button_reply: v.looseObject({ id: ShortText, title: v.optional(ShortText) }),
  }),
});

/** Any message: the kinds above, or another (media, location…) kept by its id, number and time. */
export const InboundMessageSchema = v.looseObject({ ...MessageBase, type: v.string() });
export type InboundMessage = v.InferOutput<typeof InboundMessageSchema>;

/** A status of a message the business sent. */
export const MessageStatusSchema = v.looseObject({
  id: WamidSchema,
  status: v.picklist(['sent', 'delivered', 'read', 'failed']),
  timestamp: UnixSecondsSchema,
  recipient_id: v.optional(v.string()),
  errors: v.optional(
    v.array(
      v.looseObject({
        code: v.optional(v.pipe(v.number(), v.integer())),
        title: v.optional(ShortText),
      }),
    ),
  ),
});
export type MessageStatus = v.InferOutput<typeof MessageStatusSchema>;
