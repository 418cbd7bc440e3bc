/**
 * A local stand-in for the WhatsApp Cloud API, for the tests and for `npm run dev` with
 * WHATSAPP_STAND_IN=true (README "WhatsApp"). It takes exactly the request the real API takes
 * for a template message — `POST {base}/{phone-number-id}/messages`, the bearer token, the JSON
 * body with the template's components as Meta documents them — or for free text, records it, and
 * answers as the Cloud API does, or with an error scripted in advance, in the Cloud API's error
 * body. Free text is delivered only inside the number's 24-hour window, opened by
 * `customerWrote` (the number wrote to the business); outside it the answer is 131047.
 * A request it does not recognise is refused with the API's "invalid parameter" error (#100).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LANGUAGES } from '../../shared/languages';
import { WHATSAPP_TEMPLATE_NAMES, WHATSAPP_WINDOW_HOURS } from '../../shared/whatsapp';
import { templateProblem } from './cloud-api-templates';
import { buttonDelivery, postDelivery, textDelivery } from './whatsapp-deliveries';

interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** What the stand-in answered. */
  status: number;
}

/** Errors the Cloud API answers, by the code its error body carries. */
const ERRORS = {
  131000: { status: 500, message: 'Something went wrong' },
  130429: { status: 429, message: 'Rate limit hit' },
  131026: { status: 400, message: 'Message undeliverable' },
  131047: { status: 400, message: 'Re-engagement message' },
  100: { status: 400, message: 'Invalid parameter' },
  190: { status: 401, message: 'Invalid OAuth access token' },
} as const;
export type StandInErrorCode = keyof typeof ERRORS;

const errorBody = (code: StandInErrorCode, details: string) => ({
  error: {
    message: `(#${code}) ${ERRORS[code].message}`,
    type: 'OAuthException',
    code,
    error_data: { messaging_product: 'whatsapp', details },
    fbtrace_id: randomBytes(8).toString('hex'),
  },
});

export interface StandInOptions {
  token: string;
  phoneNumberId: string;
  /** The Graph API version in the path. */
  version?: string;
  port?: number;
  /** Called with one line per accepted message (the dev server prints them). */
  onMessage?: (line: string) => void;
  /**
   * The app's webhook: `POST /patient` then plays a patient writing to the business — its
   * window opens and the message is posted there, signed as Meta signs it.
   */
  webhook?: { url: string; appSecret: string };
}

export async function startCloudApiStandIn(options: StandInOptions) {
  const { token, phoneNumberId, version = 'v21.0' } = options;
  const requests: StandInRequest[] = [];
  const scripted: StandInErrorCode[] = [];
  const messagesPath = `/${version}/${phoneNumberId}/messages`;
  /** When each number (91 + 10 digits) last wrote to the business. */
  const lastCustomerMessage = new Map<string, number>();
  const windowOpen = (to: string) =>
    Date.now() - (lastCustomerMessage.get(to) ?? -Infinity) < WHATSAPP_WINDOW_HOURS * 3_600_000;

  function answer(method: string, path: string, headers: IncomingHttpHeaders, body: unknown) {
    if (method !== 'POST' || path !== messagesPath) {
      return { status: 400, json: errorBody(100, `Unknown path ${method} ${path}`) };
    }
    if (headers.authorization !== `Bearer ${token}`) {
      return { status: 401, json: errorBody(190, 'Wrong or missing bearer token') };
    }
    const problem = headers['content-type']?.startsWith('application/json')
      ? requestProblem(body)
      : 'Content-Type must be application/json';
    if (problem) return { status: 400, json: errorBody(100, problem) };
    const next = scripted.shift();
    if (next) return { status: ERRORS[next].status, json: errorBody(next, 'Scripted') };
    const to = (body as { to: string }).to;
    if ((body as { type: string }).type === 'text' && !windowOpen(to)) {
      return { status: 400, json: errorBody(131047, 'More than 24 hours have passed') };
    }
    const wamid = `wamid.${randomBytes(24).toString('base64url')}`;
    options.onMessage?.(describe(body as SentMessage));
    return {
      status: 200,
      json: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: wamid }],
      },
    };
  }

  /** `{ phone, text }` or `{ phone, button }` (a quick reply's payload) from the developer. */
  async function patientWrites(body: unknown): Promise<{ status: number; json: unknown }> {
    const { phone, text, button } = (body ?? {}) as Record<string, unknown>;
    if (!options.webhook || typeof phone !== 'string' || !/^\d{10}$/.test(phone)) {
      return { status: 400, json: { error: 'Send { phone: 10 digits, text | button }' } };
    }
    const delivery =
      typeof button === 'string'
        ? buttonDelivery(phone, button)
        : textDelivery(phone, typeof text === 'string' ? text : '');
    lastCustomerMessage.set(`91${phone}`, Date.now());
    const status = await postDelivery(options.webhook.url, options.webhook.appSecret, delivery);
    return { status: 200, json: { webhookStatus: status } };
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method === 'POST' && path === '/patient') {
        const { status, json } = await patientWrites(body).catch((error: unknown) => ({
          status: 502,
          json: { error: String(error) },
        }));
        res.writeHead(status, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify(json));
      }
      const { status, json } = answer(req.method ?? '', path, req.headers, body);
      requests.push({ method: req.method ?? '', path, headers: req.headers, body, status });
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}/${version}`,
    requests,
    /** The next answers, in order, are these errors; then success again. */
    failNext(...codes: StandInErrorCode[]) {
      scripted.push(...codes);
    },
    /** The number (10 digits) wrote to the business at `at`: its 24-hour window opens. */
    customerWrote(phone: string, at: Date = new Date()) {
      lastCustomerMessage.set(`91${phone}`, at.getTime());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type CloudApiStandIn = Awaited<ReturnType<typeof startCloudApiStandIn>>;

interface SentMessage {
  to: string;
  template?: { name: string; language: { code: string }; components?: unknown[] };
  text?: { body: string };
}

/** The Cloud API's longest text body. */
const TEXT_BODY_LIMIT = 4096;

function textProblem(text: unknown): string | undefined {
  const body = (text as { body?: unknown } | undefined)?.body;
  if (typeof body !== 'string' || body.trim() === '') return 'text.body must be a non-empty string';
  if (body.length > TEXT_BODY_LIMIT) return `text.body is longer than ${TEXT_BODY_LIMIT}`;
  return undefined;
}

function requestProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return 'The body must be a JSON object';
  const b = body as Record<string, unknown>;
  if (b.messaging_product !== 'whatsapp') return 'messaging_product must be "whatsapp"';
  if (typeof b.to !== 'string' || !/^91\d{10}$/.test(b.to)) return '"to" must be 91 + 10 digits';
  if (b.type === 'text') return textProblem(b.text);
  if (b.type !== 'template') return 'type must be "template" or "text"';
  const template = b.template as SentMessage['template'];
  if (!template || !(WHATSAPP_TEMPLATE_NAMES as readonly string[]).includes(template.name)) {
    return 'Unknown template name';
  }
  if (!(LANGUAGES as readonly string[]).includes(template.language?.code)) {
    return 'The template has no translation in this language';
  }
  return templateProblem(template.name, template.components ?? []);
}

/** One line for the developer: the number, template, language and parameters, or the text. */
function describe({ to, template, text }: SentMessage): string {
  if (!template) return `[whatsapp stand-in] to +${to}: ${text?.body.replace(/\s+/g, ' ')}`;
  const texts = JSON.stringify(template.components ?? []).match(/"(?:text|payload)":"[^"]*"/g);
  const shown = (texts ?? []).map((t) => t.split('":"')[1]!.slice(0, -1)).join(' | ');
  return `[whatsapp stand-in] to +${to}: ${template.name} (${template.language.code}) ${shown}`;
}
