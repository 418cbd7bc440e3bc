/** WhatsApp's fixed names (docs/design.md "WhatsApp"): its templates and a message's statuses. */
export const WHATSAPP_TEMPLATE_NAMES = [
  'tapalign_code',
  'tapalign_switch',
  'tapalign_break',
  'tapalign_review',
  'tapalign_new_issue',
] as const;
export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATE_NAMES)[number];

/** In the order a message moves through them; `failed` may follow any other. */
export const WHATSAPP_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;

/** What a number wrote: text, a quick-reply button, or anything else (media, location…). */
export const WHATSAPP_INBOUND_KINDS = ['text', 'button', 'other'] as const;

/** Free text reaches a number only this long after its last message (the customer-service window). */
export const WHATSAPP_WINDOW_HOURS = 24;
