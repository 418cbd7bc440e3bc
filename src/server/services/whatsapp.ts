/**
 * One sender for every WhatsApp message (docs/design.md "WhatsApp"): an approved template, or
 * free text inside the recipient's 24-hour window. Two implementations: the WhatsApp Cloud API
 * when configured, and the console for a machine without an account. The outbox decides what
 * to do with the outcome.
 */
import { PHONE_PREFIX } from '../../shared/constants';
import type { Language } from '../../shared/languages';
import type { Logger } from '../lib/logger';
import type { WhatsAppTemplateName as TemplateName } from '../../shared/whatsapp';
import { renderTemplate, TEMPLATES } from './whatsapp-templates';

export interface TemplateMessage {
  /** The 10-digit Indian mobile number. */
  to: string;
  template: TemplateName;
  language: Language;
  parameters: readonly string[];
}

/** Free text: the Cloud API delivers it only within 24 hours of the recipient's last message. */
interface TextMessage {
  to: string;
  body: string;
}

export type OutgoingMessage = TemplateMessage | TextMessage;

const isText = (message: OutgoingMessage): message is TextMessage => 'body' in message;

/**
 * `retry`: worth sending again later (429, 5xx, no answer); otherwise final. `code` is the
 * Cloud API's error code when it gave one, else the HTTP status.
 */
export type SendOutcome =
  { ok: true; wamid: string } | { ok: false; retry: boolean; code: number | null; title: string };

export interface WhatsAppSender {
  readonly kind: 'cloud' | 'console';
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

/** International form without the plus sign, as the Cloud API takes it: 91XXXXXXXXXX. */
const toWhatsAppNumber = (phone: string) => `${PHONE_PREFIX.replace('+', '')}${phone}`;

export function consoleSender(
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): WhatsAppSender {
  let sent = 0;
  return {
    kind: 'console',
    async send(message) {
      const text = isText(message)
        ? message.body
        : renderTemplate(message.template, message.language, message.parameters);
      write(`[whatsapp] to ${PHONE_PREFIX} ${message.to}: ${text.replace(/\s+/g, ' ')}`);
      return { ok: true, wamid: `console.${Date.now()}.${++sent}` };
    },
  };
}

/** The JSON body of `POST /{phone-number-id}/messages` for a template message. */
export function templateRequest({ to, template, language, parameters }: TemplateMessage) {
  const components = TEMPLATES[template].components(parameters);
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: toWhatsAppNumber(to),
    type: 'template',
    template: {
      name: template,
      language: { code: language },
      ...(components.length > 0 ? { components } : {}),
    },
  };
}

/** The JSON body of `POST /{phone-number-id}/messages` for free text (no link previews). */
function textRequest({ to, body }: TextMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: toWhatsAppNumber(to),
    type: 'text',
    text: { preview_url: false, body },
  };
}

const requestBody = (message: OutgoingMessage) =>
  isText(message) ? textRequest(message) : templateRequest(message);

export interface CloudApiOptions {
  apiBase: string;
  phoneNumberId: string;
  token: string;
  logger: Logger;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

interface CloudApiError {
  error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } };
}

/** The Cloud API's error body names the error; only its code and title are kept. */
async function failure(response: Response): Promise<Extract<SendOutcome, { ok: false }>> {
  const parsed = (await response.json().catch(() => ({}))) as CloudApiError;
  const code = typeof parsed.error?.code === 'number' ? parsed.error.code : response.status;
  const retry = response.status === 429 || response.status >= 500;
  const title = typeof parsed.error?.message === 'string' ? parsed.error.message : '';
  return { ok: false, retry, code, title: title.slice(0, 200) || `HTTP ${response.status}` };
}

export function cloudApiSender(options: CloudApiOptions): WhatsAppSender {
  const { apiBase, phoneNumberId, token, logger, fetchImpl = fetch, timeoutMs = 10_000 } = options;
  const url = `${apiBase.replace(/\/$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`;
  return {
    kind: 'cloud',
    async send(message) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(requestBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'error';
        return { ok: false, retry: true, code: null, title: `No answer (${reason})` };
      }
      if (!response.ok) {
        const outcome = await failure(response);
        // The error's code and status only: its body may echo the request, and so a code.
        logger.warn('whatsapp send failed', { status: response.status, code: outcome.code });
        return outcome;
      }
      const answer = (await response.json().catch(() => ({}))) as {
        messages?: { id?: unknown }[];
      };
      const wamid = answer.messages?.[0]?.id;
      // Accepted but unnamed: sending again could deliver it twice.
      if (typeof wamid !== 'string') {
        return { ok: false, retry: false, code: null, title: 'Answer without a message id' };
      }
      return { ok: true, wamid };
    },
  };
}
