/**
 * Webhook deliveries as the WhatsApp Cloud API posts them (Meta's documented shape), signed
 * with the app secret, for playing the patient: the tests post them to /api/whatsapp/webhook,
 * and `npm run dev:whatsapp` through the stand-in's `/patient` page (cloud-api-stand-in.ts).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { PHONE_PREFIX } from '../../shared/constants';

const BUSINESS = {
  wabaId: '100000000000002',
  phoneNumberId: '100000000000001',
  displayPhoneNumber: '15550000001',
};

const waId = (phone: string) => `${PHONE_PREFIX.replace('+', '')}${phone}`;
const unixSeconds = (at: Date) => String(Math.floor(at.getTime() / 1000));
const newWamid = () => `wamid.${randomBytes(24).toString('base64url')}`;

/** The envelope around one change's value. */
function delivery(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: BUSINESS.wabaId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: BUSINESS.displayPhoneNumber,
                phone_number_id: BUSINESS.phoneNumberId,
              },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

interface MessageOptions {
  /** The message's id (a new one when absent). */
  id?: string;
  at?: Date;
  name?: string;
}

function inbound(phone: string, fields: Record<string, unknown>, options: MessageOptions) {
  return delivery({
    contacts: [{ profile: { name: options.name ?? 'Patient' }, wa_id: waId(phone) }],
    messages: [
      {
        from: waId(phone),
        id: options.id ?? newWamid(),
        timestamp: unixSeconds(options.at ?? new Date()),
        ...fields,
      },
    ],
  });
}

/** The number (10 digits) wrote `body`. */
export const textDelivery = (phone: string, body: string, options: MessageOptions = {}) =>
  inbound(phone, { type: 'text', text: { body } }, options);

/** The number tapped a template's quick-reply button (`switched:5`, `back-in`, `help`). */
export const buttonDelivery = (
  phone: string,
  payload: string,
  options: MessageOptions & { label?: string } = {},
) =>
  inbound(
    phone,
    {
      context: { from: BUSINESS.displayPhoneNumber, id: newWamid() },
      type: 'button',
      button: { payload, text: options.label ?? payload },
    },
    options,
  );

/** A status of a message the business sent; `failed` with the Cloud API's error. */
export function statusDelivery(
  wamid: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  options: { phone?: string; at?: Date; error?: { code: number; title: string } } = {},
) {
  return delivery({
    statuses: [
      {
        id: wamid,
        status,
        timestamp: unixSeconds(options.at ?? new Date()),
        recipient_id: waId(options.phone ?? '9876543210'),
        ...(options.error ? { errors: [{ ...options.error, message: options.error.title }] } : {}),
      },
    ],
  });
}

/** The `X-Hub-Signature-256` header Meta sends with `body`. */
export const signatureOf = (appSecret: string, body: string) =>
  `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

/** Posts a delivery to a webhook, signed as Meta signs it; answers the HTTP status. */
export async function postDelivery(webhookUrl: string, appSecret: string, payload: object) {
  const body = JSON.stringify(payload);
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Hub-Signature-256': signatureOf(appSecret, body),
    },
    body,
  });
  return response.status;
}
