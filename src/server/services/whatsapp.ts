/**
 * One sender for every WhatsApp message (codes, moderator notes), with two implementations:
 * the WhatsApp Cloud API when configured, and the console for a machine without an account.
 */
import { PHONE_PREFIX } from '../../shared/constants';
import type { Logger } from '../lib/logger';

export interface WhatsAppSender {
  readonly kind: 'cloud' | 'console';
  send(phone: string, text: string): Promise<void>;
}

/** International form without the plus sign, as the Cloud API takes it: 91XXXXXXXXXX. */
const toWhatsAppNumber = (phone: string) => `${PHONE_PREFIX.replace('+', '')}${phone}`;

export function consoleSender(
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): WhatsAppSender {
  return {
    kind: 'console',
    async send(phone, text) {
      write(`[whatsapp] to ${PHONE_PREFIX} ${phone}: ${text.replace(/\s+/g, ' ')}`);
    },
  };
}

export interface CloudApiOptions {
  apiBase: string;
  phoneNumberId: string;
  token: string;
  logger: Logger;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export function cloudApiSender(options: CloudApiOptions): WhatsAppSender {
  const { apiBase, phoneNumberId, token, logger, fetchImpl = fetch, timeoutMs = 10_000 } = options;
  const url = `${apiBase.replace(/\/$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`;
  return {
    kind: 'cloud',
    async send(phone, text) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: toWhatsAppNumber(phone),
          type: 'text',
          text: { preview_url: false, body: text },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        // The body may echo the message (and so a code): log the status only.
        logger.warn('whatsapp send failed', { status: response.status });
        throw new Error(`WhatsApp Cloud API answered ${response.status}`);
      }
    },
  };
}
