/**
 * The WhatsApp senders (docs/design.md §2): the Cloud API one against a local fake of the Graph API
 * that checks the exact request, and the console one.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { whatsappOutbox } from '../../src/server/db/schema';
import { readEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { cloudApiSender, consoleSender } from '../../src/server/services/whatsapp';
import { createWhatsAppSender } from '../../src/server/services/whatsapp-config';
import { insertPatient } from '../factories/users';
import { createTestApp } from '../support/test-app';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

const TOKEN = 'test-cloud-token-123';
const PHONE_NUMBER_ID = '1098765432';
let server: Server;
let apiBase: string;
let received: Received[] = [];
let answerStatus = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: JSON.parse(raw),
      });
      res.writeHead(answerStatus, { 'Content-Type': 'application/json' });
      // A failing API may echo the request: the sender must not log this body.
      res.end(
        JSON.stringify(answerStatus < 300 ? { messages: [{ id: 'wamid.1' }] } : { error: raw }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answerStatus = 200;
});

function capture() {
  const lines: string[] = [];
  return { lines, logger: createLogger('debug', (line) => lines.push(line)) };
}

describe('cloudApiSender', () => {
  it('makes exactly the Cloud API request', async () => {
    const { logger } = capture();
    const sender = cloudApiSender({
      apiBase,
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
      logger,
    });
    await sender.send('9876543210', 'Your code is 123456');
    expect(received).toEqual([
      {
        method: 'POST',
        url: `/v21.0/${PHONE_NUMBER_ID}/messages`,
        headers: expect.objectContaining({
          authorization: `Bearer ${TOKEN}`,
          'content-type': 'application/json',
        }),
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919876543210',
          type: 'text',
          text: { preview_url: false, body: 'Your code is 123456' },
        },
      },
    ]);
  });

  it('rejects on a non-2xx answer and logs the status, not the message', async () => {
    answerStatus = 401;
    const { lines, logger } = capture();
    const sender = cloudApiSender({
      apiBase,
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
      logger,
    });
    await expect(sender.send('9876543210', 'Your code is 654321')).rejects.toThrow(/401/);
    expect(lines.some((line) => line.includes('401'))).toBe(true);
    expect(lines.join('\n')).not.toContain('654321');
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});

describe('the app with the Cloud API configured', () => {
  async function cloudApp() {
    const { lines, logger } = capture();
    const env = readEnv({
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_API_BASE: apiBase,
    });
    const whatsapp = createWhatsAppSender(env, logger);
    expect(whatsapp.kind).toBe('cloud');
    const t = await createTestApp({ logger, whatsapp, now: '2026-03-01T09:00:00Z' });
    return { t, lines };
  }

  it('sends the login code through the API and never logs it', async () => {
    const { t, lines } = await cloudApp();
    try {
      const patient = await insertPatient(t.db);
      const res = await t.request('POST', '/api/users/login', { body: { phone: patient.phone } });
      expect(res.status).toBe(200);
      expect(received).toHaveLength(1);
      const body = received[0]!.body as { to: string; text: { body: string } };
      expect(body.to).toBe(`91${patient.phone}`);
      const code = body.text.body.match(/\b\d{6}\b/)![0];
      const signedIn = await t.request('POST', '/api/users/verify-otp', {
        body: { phone: patient.phone, otp: code },
      });
      expect(signedIn.status).toBe(200);
      expect(lines.some((line) => JSON.parse(line).msg === 'otp sent')).toBe(true);
      expect(lines.join('\n')).not.toContain(code);
      expect(t.whatsapp.messages).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('keeps the code queued when the API fails, still without logging it', async () => {
    const { t, lines } = await cloudApp();
    try {
      answerStatus = 500;
      const patient = await insertPatient(t.db);
      const res = await t.request('POST', '/api/users/login', { body: { phone: patient.phone } });
      // The answer never depends on WhatsApp: the outbox tries again later.
      expect(res.status).toBe(200);
      const code = (received[0]!.body as { text: { body: string } }).text.body.match(/\d{6}/)![0];
      expect(lines.some((line) => JSON.parse(line).msg === 'otp send failed')).toBe(true);
      expect(lines.join('\n')).not.toContain(code);
      expect(await t.db.select().from(whatsappOutbox)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('consoleSender', () => {
  it('prints the phone number and the whole message on one line', async () => {
    const lines: string[] = [];
    await consoleSender((line) => lines.push(line)).send('9876543210', 'Code 123456.\nBye');
    expect(lines).toEqual(['[whatsapp] to +91 9876543210: Code 123456. Bye']);
  });

  it('is the default when the Cloud API is not configured', () => {
    const { logger } = capture();
    expect(createWhatsAppSender(readEnv({}), logger).kind).toBe('console');
    expect(createWhatsAppSender(readEnv({ WHATSAPP_TOKEN: 'x' }), logger).kind).toBe('console');
  });
});
