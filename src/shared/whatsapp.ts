/** WhatsApp's fixed names (docs/design.md "WhatsApp"): its templates and a message's statuses. */
export const WHATSAPP_TEMPLATE_NAMES = [
  'tapalign_code',
  'tapalign_switch',
  'tapalign_break',
  'tapalign_switch_family',
  'tapalign_break_family',
  'tapalign_review',
  'tapalign_new_issue',
] as const;
export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATE_NAMES)[number];

/** In the order a message moves through them; `failed` may follow any other. */
export const WHATSAPP_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

/** What a number wrote: text, a quick-reply button, or anything else (media, location…). */
export const WHATSAPP_INBOUND_KINDS = ['text', 'button', 'other'] as const;

/** Free text reaches a number only this long after its last message (the customer-service window). */
export const WHATSAPP_WINDOW_HOURS = 24;

/**
 * Readable reasons for the Cloud API's errors that staff meet, shown as "failed: <reason>";
 * any other code shows the title the API gave.
 */
export const WHATSAPP_ERROR_REASONS: Readonly<Record<number, string>> = {
  131026: 'not a WhatsApp number',
  131047: 'outside the 24-hour window',
};

/** The Cloud API's longest free-text body. */
export const WHATSAPP_TEXT_MAX = 4096;
