/**
 * WhatsApp messages (docs/design.md "WhatsApp"): the Cloud API sender's exact template requests,
 * checked by the project's Cloud API stand-in, and the outbox that sends them: retries, final
 * errors, statuses, wiped codes, codes never logged, and one send per row among instances.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moderators, whatsappOutbox } from '../../src/server/db/schema';
import {
  startCloudApiStandIn,
  type CloudApiStandIn,
} from '../../src/server/dev/cloud-api-stand-in';
import { readEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { cloudApiSender, consoleSender } from '../../src/server/services/whatsapp';
import { createWhatsAppSender } from '../../src/server/services/whatsapp-config';
import {
  drainOutbox,
  outboxWorker,
  queueWhatsAppText,
  retryDelayMs,
} from '../../src/server/services/whatsapp-outbox';
import { insertPatient, tokenFor } from '../factories/users';
import { createTestApp, ipSequence } from '../support/test-app';

const TOKEN = 'test-cloud-token-123';
const PHONE_NUMBER_ID = '1098765432';
let standIn: CloudApiStandIn;
const freshIp = ipSequence(61);

beforeAll(async () => {
  standIn = await startCloudApiStandIn({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

function capture() {
  const lines: string[] = [];
  return { lines, logger: createLogger('debug', (line) => lines.push(line)) };
}

const sender = (logger = capture().logger, apiBase = standIn.apiBase) =>
  cloudApiSender({ apiBase, phoneNumberId: PHONE_NUMBER_ID, token: TOKEN, logger });

const text = (value: string) => ({ type: 'text', text: value });
const quickReply = (index: string, payload: string) => ({
  type: 'button',
  sub_type: 'quick_reply',
  index,
  parameters: [{ type: 'payload', payload }],
});

describe('the Cloud API sender', () => {
  // Each template's request, written out as Meta documents it.
  const cases = [
    {
      message: { template: 'tapalign_code', language: 'hi', parameters: ['012345'] },
      template: {
        name: 'tapalign_code',
        language: { code: 'hi' },
        components: [
          { type: 'body', parameters: [text('012345')] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [text('012345')] },
        ],
      },
    },
    {
      message: { template: 'tapalign_switch', language: 'mr', parameters: ['7', '24'] },
      template: {
        name: 'tapalign_switch',
        language: { code: 'mr' },
        components: [
          { type: 'body', parameters: [text('7'), text('24')] },
          quickReply('0', 'switched:7'),
          quickReply('1', 'help'),
        ],
      },
    },
    {
      message: { template: 'tapalign_break', language: 'en', parameters: ['150'] },
      template: {
        name: 'tapalign_break',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [text('150')] }, quickReply('0', 'back-in')],
      },
    },
    {
      message: { template: 'tapalign_review', language: 'hi', parameters: [] },
      template: { name: 'tapalign_review', language: { code: 'hi' } },
    },
    {
      message: {
        template: 'tapalign_new_issue',
        language: 'en',
        parameters: ['Asha Rao', 'Lost/Damaged Aligner'],
      },
      template: {
        name: 'tapalign_new_issue',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [text('Asha Rao'), text('Lost/Damaged Aligner')] },
        ],
      },
    },
  ] as const;

  it.each(cases)('sends $message.template as the Cloud API takes it', async (c) => {
    const outcome = await sender().send({
      to: '9876543210',
      ...c.message,
      parameters: [...c.message.parameters],
    });
    expect(standIn.requests).toEqual([
      {
        method: 'POST',
        path: `/v21.0/${PHONE_NUMBER_ID}/messages`,
        headers: expect.objectContaining({
          authorization: `Bearer ${TOKEN}`,
          'content-type': 'application/json',
        }),
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919876543210',
          type: 'template',
          template: c.template,
        },
        status: 200,
      },
    ]);
    expect(outcome).toEqual({ ok: true, wamid: expect.stringMatching(/^wamid\./) });
  });

  it('tells errors worth retrying from final ones, and logs no parameter', async () => {
    const { lines, logger } = capture();
    const send = (apiBase?: string) =>
      sender(logger, apiBase).send({
        to: '9876543210',
        template: 'tapalign_code',
        language: 'en',
        parameters: ['654321'],
      });
    standIn.failNext(131000, 130429, 131026, 131047);
    expect(await send()).toMatchObject({ ok: false, retry: true, code: 131000 });
    expect(await send()).toMatchObject({ ok: false, retry: true, code: 130429 });
    expect(await send()).toEqual({
      ok: false,
      retry: false,
      code: 131026,
      title: '(#131026) Message undeliverable',
    });
    expect(await send()).toMatchObject({ ok: false, retry: false, code: 131047 });
    expect(standIn.requests.map((r) => r.status)).toEqual([500, 429, 400, 400]);
    // Nobody listening: a network error, worth retrying.
    const closed = await startCloudApiStandIn({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
    await closed.close();
    expect(await send(closed.apiBase)).toMatchObject({ ok: false, retry: true, code: null });
    expect(lines.join('\n')).not.toContain('654321');
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('is refused by the stand-in when the token or the request is wrong', async () => {
    const wrongToken = cloudApiSender({
      apiBase: standIn.apiBase,
      phoneNumberId: PHONE_NUMBER_ID,
      token: 'wrong',
      logger: capture().logger,
    });
    const message = { to: '9876543210', language: 'en', parameters: ['1'] } as const;
    expect(await wrongToken.send({ ...message, template: 'tapalign_break' })).toMatchObject({
      ok: false,
      retry: false,
      code: 190,
    });
    // tapalign_switch takes two parameters: the stand-in checks the shape, as the API does.
    expect(await sender().send({ ...message, template: 'tapalign_switch' })).toMatchObject({
      ok: false,
      retry: false,
      code: 100,
    });
  });
});

describe('the app with the Cloud API configured', () => {
  async function cloudApp() {
    const { lines, logger } = capture();
    const env = readEnv({
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_API_BASE: standIn.apiBase,
    });
    const whatsapp = createWhatsAppSender(env, logger);
    expect(whatsapp.kind).toBe('cloud');
    const t = await createTestApp({ logger, whatsapp, now: '2026-03-01T09:00:00Z' });
    const rowsTo = (phone: string) =>
      t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, phone));
    const askCode = (phone: string) =>
      t.request('POST', '/api/users/login', { body: { phone }, ip: freshIp() });
    return { t, lines, rowsTo, askCode };
  }
  const codeIn = (index: number) =>
    (
      standIn.requests[index]!.body as {
        template: { components: { parameters: { text: string }[] }[] };
      }
    ).template.components[0]!.parameters[0]!.text;

  it("sends the code as the authentication template in the patient's language, never logged", async () => {
    const { t, lines, rowsTo, askCode } = await cloudApp();
    try {
      const patient = await insertPatient(t.db, { language: 'mr' });
      expect((await askCode(patient.phone!)).status).toBe(200);
      expect(standIn.requests).toHaveLength(1);
      expect(standIn.requests[0]!.body).toMatchObject({
        to: `91${patient.phone}`,
        type: 'template',
        template: { name: 'tapalign_code', language: { code: 'mr' } },
      });
      const code = codeIn(0);
      const signedIn = await t.request('POST', '/api/users/verify-otp', {
        body: { phone: patient.phone, otp: code },
        ip: freshIp(),
      });
      expect(signedIn.status).toBe(200);
      expect(await rowsTo(patient.phone!)).toMatchObject([
        { status: 'sent', wamid: expect.stringMatching(/^wamid\./), parameters: null },
      ]);
      expect(lines.some((line) => JSON.parse(line).msg === 'otp sent')).toBe(true);
      expect(lines.join('\n')).not.toContain(code);
      expect(t.whatsapp.messages).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('retries after a 500 and a 429, then sends once; the code never logged', async () => {
    const { t, lines, rowsTo, askCode } = await cloudApp();
    try {
      const patient = await insertPatient(t.db);
      standIn.failNext(131000, 130429);
      // The answer never depends on WhatsApp: the outbox tries again.
      expect((await askCode(patient.phone!)).status).toBe(200);
      expect(await rowsTo(patient.phone!)).toMatchObject([
        { status: 'queued', attempts: 1, errorCode: 131000 },
      ]);
      t.clock.advance(retryDelayMs(1));
      expect(retryDelayMs(1)).toBeLessThanOrEqual(5_000);
      await drainOutbox(t.deps);
      expect(await rowsTo(patient.phone!)).toMatchObject([
        { status: 'queued', attempts: 2, errorCode: 130429 },
      ]);
      t.clock.advance(retryDelayMs(2));
      await drainOutbox(t.deps);
      expect(standIn.requests.map((r) => r.status)).toEqual([500, 429, 200]);
      expect(new Set(standIn.requests.map((r) => JSON.stringify(r.body))).size).toBe(1);
      expect(await rowsTo(patient.phone!)).toMatchObject([
        { status: 'sent', attempts: 3, parameters: null },
      ]);
      t.clock.advance(10 * 60_000);
      await drainOutbox(t.deps);
      expect(standIn.requests).toHaveLength(3);
      expect(lines.join('\n')).not.toContain(codeIn(0));
    } finally {
      await t.close();
    }
  });

  it('does not retry a final error: failed with its code, the code wiped', async () => {
    const { t, lines, rowsTo, askCode } = await cloudApp();
    try {
      const patient = await insertPatient(t.db);
      standIn.failNext(131026);
      await askCode(patient.phone!);
      expect(await rowsTo(patient.phone!)).toMatchObject([
        {
          status: 'failed',
          errorCode: 131026,
          errorTitle: '(#131026) Message undeliverable',
          parameters: null,
          wamid: null,
        },
      ]);
      t.clock.advance(60_000);
      await drainOutbox(t.deps);
      expect(standIn.requests).toHaveLength(1);
      expect(lines.join('\n')).not.toContain(codeIn(0));
    } finally {
      await t.close();
    }
  });

  it('sends free text only inside the 24-hour window: outside it, failed with 131047 and no retry', async () => {
    const { t, rowsTo } = await cloudApp();
    try {
      const patient = await insertPatient(t.db);
      const phone = patient.phone!;
      const expiresAt = new Date(t.clock.now().getTime() + 3_600_000);
      const message = { to: phone, language: 'en' as const, expiresAt, patientId: patient.id };
      // Queueing wakes the worker: its pass ends before the rows are read.
      await queueWhatsAppText(t.deps, { ...message, body: 'Before you wrote' });
      await outboxWorker(t.deps).idle();
      await drainOutbox(t.deps);
      expect(await rowsTo(phone)).toMatchObject([
        { status: 'failed', errorCode: 131047, template: null, body: 'Before you wrote' },
      ]);
      standIn.customerWrote(phone);
      await queueWhatsAppText(t.deps, { ...message, body: 'Thanks, we will call you.' });
      await outboxWorker(t.deps).idle();
      await drainOutbox(t.deps);
      t.clock.advance(60_000);
      await drainOutbox(t.deps);
      expect(standIn.requests.map((r) => r.status)).toEqual([400, 200]);
      expect(standIn.requests[1]!.body).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${phone}`,
        type: 'text',
        text: { preview_url: false, body: 'Thanks, we will call you.' },
      });
      const sent = (await rowsTo(phone)).find((row) => row.status === 'sent');
      expect(sent).toMatchObject({ body: 'Thanks, we will call you.', attempts: 1 });
    } finally {
      await t.close();
    }
  });

  it('notes a new issue to every moderator as tapalign_new_issue in English', async () => {
    const { t } = await cloudApp();
    try {
      await t.db.insert(moderators).values([{ number: '9811111111' }, { number: '7022222222' }]);
      const patient = await insertPatient(t.db, { name: 'Kavya Iyer', language: 'hi' });
      standIn.failNext(131000);
      const raised = await t.request('POST', '/api/issue-query', {
        token: await tokenFor(t.db, patient),
        body: {
          addedBy: patient.id,
          issueType: 'Pain or discomfort',
          description: 'Sore gums',
          pauseProgress: false,
        },
      });
      expect(raised.status).toBe(201);
      t.clock.advance(retryDelayMs(1));
      await drainOutbox(t.deps);
      const sent = standIn.requests.filter((r) => r.status === 200).map((r) => r.body);
      expect(sent).toHaveLength(2);
      for (const body of sent) {
        expect(body).toMatchObject({
          template: {
            name: 'tapalign_new_issue',
            language: { code: 'en' },
            components: [
              { type: 'body', parameters: [text('Kavya Iyer'), text('Pain or discomfort')] },
            ],
          },
        });
      }
      expect(JSON.stringify(standIn.requests)).not.toContain('Sore gums');
    } finally {
      await t.close();
    }
  });
});

describe('consoleSender', () => {
  it('prints the phone number and the whole message on one line', async () => {
    const lines: string[] = [];
    await consoleSender((line) => lines.push(line)).send({
      to: '9876543210',
      template: 'tapalign_switch',
      language: 'en',
      parameters: ['3', '20'],
    });
    expect(lines).toEqual([
      '[whatsapp] to +91 9876543210: Today is change day: switch to aligner 3 of 20, then tap "Switched" to record it.',
    ]);
  });

  it('is the default when the Cloud API is not configured', () => {
    const { logger } = capture();
    expect(createWhatsAppSender(readEnv({}), logger).kind).toBe('console');
    expect(createWhatsAppSender(readEnv({ WHATSAPP_TOKEN: 'x' }), logger).kind).toBe('console');
  });
});
