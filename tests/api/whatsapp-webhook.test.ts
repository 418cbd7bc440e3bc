/**
 * The WhatsApp webhook (docs/design.md "WhatsApp"): the verification handshake, the signature
 * over the raw body, deliveries applied once however often they come, statuses that only move
 * forward, and the replies that act, answered through the outbox and the Cloud API stand-in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  alignerSwitches,
  auditEvents,
  patientGuardians,
  pauses,
  users,
  wearEvents,
  whatsappInbound,
  whatsappOutbox,
} from '../../src/server/db/schema';
import {
  startCloudApiStandIn,
  type CloudApiStandIn,
} from '../../src/server/dev/cloud-api-stand-in';
import {
  buttonDelivery,
  signatureOf,
  statusDelivery,
  textDelivery,
} from '../../src/server/dev/whatsapp-deliveries';
import { readEnv } from '../../src/server/env';
import { planOf, type UserRow } from '../../src/server/services/patient-view';
import { formatDate } from '../../src/shared/display-dates';
import { silentLogger } from '../../src/server/lib/logger';
import { createWhatsAppSender } from '../../src/server/services/whatsapp-config';
import { outboxWorker, queueWhatsApp } from '../../src/server/services/whatsapp-outbox';
import { webhookIdle } from '../../src/server/services/whatsapp-webhook';
import { insertPatient, reloadUser, tokenFor } from '../factories/users';
import { createServedTestApp } from '../support/served-app';
import { createTestApp, type TestApp } from '../support/test-app';

const APP_SECRET = 'test-app-secret-4f9c';
const VERIFY_TOKEN = 'test-verify-token-77';
const CLOUD = { WHATSAPP_TOKEN: 'test-cloud-token', WHATSAPP_PHONE_NUMBER_ID: '1098765432' };
const NOW = '2026-03-10T06:30:00Z'; // 12:00 in Kolkata

let standIn: CloudApiStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = await startCloudApiStandIn({
    token: CLOUD.WHATSAPP_TOKEN,
    phoneNumberId: CLOUD.WHATSAPP_PHONE_NUMBER_ID,
  });
  const env = {
    ...CLOUD,
    WHATSAPP_API_BASE: standIn.apiBase,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    ORIGIN: 'https://clinic.example',
  };
  const whatsapp = createWhatsAppSender(readEnv({ LOG_LEVEL: 'silent', ...env }), silentLogger);
  t = await createTestApp({ now: NOW, env, whatsapp });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  t.clock.set(NOW);
});

/** Posts a delivery signed as Meta signs it (or with the given signature header). */
function post(payload: object | string, signature?: string | null) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const headers: Record<string, string> = {};
  const header = signature === undefined ? signatureOf(APP_SECRET, body) : signature;
  if (header !== null) headers['X-Hub-Signature-256'] = header;
  return t.request('POST', '/api/whatsapp/webhook', { body, headers });
}

/** The patient writes to the clinic: their 24-hour window opens at the Cloud API, then Meta posts. */
function patientSends(phone: string, payload: object) {
  standIn.customerWrote(phone);
  return post(payload);
}

/** The free-text replies the stand-in delivered to a number. */
const repliesTo = (phone: string) =>
  standIn.requests
    .filter((r) => r.status === 200 && (r.body as { to: string }).to === `91${phone}`)
    .map((r) => (r.body as { text?: { body: string } }).text?.body);

const inboundFrom = (phone: string) =>
  t.db.select().from(whatsappInbound).where(eq(whatsappInbound.phone, phone));

describe('the verification handshake', () => {
  const handshake = (query: string) => t.request('GET', `/api/whatsapp/webhook?${query}`);

  it('answers the challenge as plain text for the verify token', async () => {
    const res = await handshake(
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.body).toBe(1158201444);
  });

  it.each([
    ['a wrong token', `hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`],
    ['no token', `hub.mode=subscribe&hub.challenge=1`],
    ['another mode', `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`],
  ])('refuses %s with 403', async (_, query) => {
    expect((await handshake(query)).status).toBe(403);
  });

  it('refuses every handshake when no verify token is configured', async () => {
    const bare = await createTestApp({ now: NOW });
    try {
      const res = await bare.request(
        'GET',
        '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=&hub.challenge=1',
      );
      expect(res.status).toBe(403);
    } finally {
      await bare.close();
    }
  });
});

describe('the signature', () => {
  it.each([
    ['a wrong signature', () => signatureOf('another-secret', '{}')],
    ['no signature', () => null],
    ['a signature of another length', (body: string) => signatureOf(APP_SECRET, body).slice(0, -2)],
    ['a signature without its prefix', (body: string) => signatureOf(APP_SECRET, body).slice(7)],
  ])('refuses %s with 401 and stores nothing', async (_, signature) => {
    const patient = await insertPatient(t.db);
    const body = JSON.stringify(textDelivery(patient.phone!, 'STOP', { at: t.clock.now() }));
    const res = await post(body, signature(body));
    expect(res.status).toBe(401);
    expect(await inboundFrom(patient.phone!)).toEqual([]);
    expect(standIn.requests).toEqual([]);
  });

  it('is checked over the raw bytes: a body changed after signing is refused', async () => {
    const patient = await insertPatient(t.db);
    const body = JSON.stringify(textDelivery(patient.phone!, 'hello'));
    const res = await post(body.replace('hello', 'hellO'), signatureOf(APP_SECRET, body));
    expect(res.status).toBe(401);
    expect(await inboundFrom(patient.phone!)).toEqual([]);
  });

  it('refuses every delivery when no app secret is configured', async () => {
    const bare = await createTestApp({ now: NOW });
    try {
      const body = JSON.stringify(textDelivery('9876500001', 'hi'));
      const res = await bare.request('POST', '/api/whatsapp/webhook', {
        body,
        headers: { 'X-Hub-Signature-256': signatureOf('', body) },
      });
      expect(res.status).toBe(401);
    } finally {
      await bare.close();
    }
  });

  it('refuses a body over the cap with 413 before reading it', async () => {
    const res = await post('x'.repeat(3 * 1024 * 1024 + 1), 'sha256=00');
    expect(res.status).toBe(413);
  });
});

describe('storing what arrives', () => {
  it("keeps a patient's message once however often it is delivered", async () => {
    const patient = await insertPatient(t.db);
    const delivery = textDelivery(patient.phone!, 'Can I eat with them?', { at: t.clock.now() });
    for (let i = 0; i < 3; i++) expect((await post(delivery)).status).toBe(200);
    expect(await inboundFrom(patient.phone!)).toEqual([
      expect.objectContaining({
        patientId: patient.id,
        kind: 'text',
        text: 'Can I eat with them?',
        payload: null,
        sentAt: new Date(NOW),
        readAt: null,
      }),
    ]);
    expect(standIn.requests).toEqual([]);
  });

  it('answers 200 and ignores what is not of Meta’s shape, keeping the valid parts', async () => {
    const patient = await insertPatient(t.db);
    const good = textDelivery(patient.phone!, 'still here');
    const value = good.entry[0]!.changes[0]!.value as unknown as { messages: unknown[] };
    value.messages.unshift({ from: 'nobody', id: 5, type: 'text' }, 'junk');
    for (const malformed of ['not json', '[]', '{"object":"page","entry":[]}', '{"entry":1}']) {
      expect((await post(malformed)).status).toBe(200);
    }
    expect((await post(good)).status).toBe(200);
    expect(await inboundFrom(patient.phone!)).toEqual([
      expect.objectContaining({ kind: 'text', text: 'still here' }),
    ]);
  });

  it('keeps a message from a number of no patient and never answers it', async () => {
    const phone = '9000012345';
    standIn.customerWrote(phone);
    await post(textDelivery(phone, 'START'));
    await post(buttonDelivery(phone, 'help'));
    expect(await inboundFrom(phone)).toEqual([
      expect.objectContaining({ patientId: null, kind: 'text', text: 'START' }),
      expect.objectContaining({ patientId: null, kind: 'button', payload: 'help' }),
    ]);
    expect(standIn.requests).toEqual([]);
  });

  it('keeps a message of another kind (an image) by its id, number and time', async () => {
    const patient = await insertPatient(t.db);
    const delivery = textDelivery(patient.phone!, 'x');
    const value = delivery.entry[0]!.changes[0]!.value as unknown as { messages: object[] };
    const message = value.messages[0]!;
    Object.assign(message, { type: 'image', text: undefined, image: { id: 'media-1' } });
    await post(delivery);
    expect(await inboundFrom(patient.phone!)).toEqual([
      expect.objectContaining({ kind: 'other', text: null, payload: null }),
    ]);
  });
});

describe('statuses', () => {
  async function sentMessage() {
    const patient = await insertPatient(t.db);
    await queueWhatsApp(t.deps, {
      to: patient.phone!,
      template: 'tapalign_review',
      language: 'en',
      parameters: [],
      expiresAt: new Date(Date.parse(NOW) + 3_600_000),
      patientId: patient.id,
    });
    await t.request('GET', '/api/health');
    const [row] = await t.db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.to, patient.phone!));
    expect(row).toMatchObject({ status: 'sent', wamid: expect.stringMatching(/^wamid\./) });
    return { phone: patient.phone!, wamid: row!.wamid!, id: row!.id };
  }
  const rowOf = async (id: string) =>
    (await t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, id)))[0]!;
  const at = (seconds: number) => new Date(Date.parse(NOW) + seconds * 1000);

  it('move forward only, whatever order they arrive in, each applied once', async () => {
    const { phone, wamid, id } = await sentMessage();
    await post(statusDelivery(wamid, 'read', { phone, at: at(60) }));
    expect(await rowOf(id)).toMatchObject({ status: 'read', statusAt: at(60) });
    await post(statusDelivery(wamid, 'delivered', { phone, at: at(30) }));
    await post(statusDelivery(wamid, 'sent', { phone, at: at(10) }));
    await post(statusDelivery(wamid, 'read', { phone, at: at(90) }));
    expect(await rowOf(id)).toMatchObject({ status: 'read', statusAt: at(60) });
  });

  it('delivered after sent, then read', async () => {
    const { phone, wamid, id } = await sentMessage();
    await post(statusDelivery(wamid, 'delivered', { phone, at: at(5) }));
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', statusAt: at(5) });
    await post(statusDelivery(wamid, 'read', { phone, at: at(9) }));
    expect(await rowOf(id)).toMatchObject({ status: 'read', statusAt: at(9) });
  });

  it('failed keeps the Cloud API’s error code and title, and nothing follows it', async () => {
    const { phone, wamid, id } = await sentMessage();
    await post(statusDelivery(wamid, 'delivered', { phone, at: at(5) }));
    const error = { code: 131026, title: 'Message undeliverable' };
    await post(statusDelivery(wamid, 'failed', { phone, at: at(8), error }));
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      errorCode: 131026,
      errorTitle: 'Message undeliverable',
      statusAt: at(8),
    });
    await post(statusDelivery(wamid, 'read', { phone, at: at(20) }));
    expect(await rowOf(id)).toMatchObject({ status: 'failed', errorCode: 131026 });
  });

  it('of an unknown message change nothing', async () => {
    const res = await post(statusDelivery('wamid.unknown', 'read'));
    expect(res.status).toBe(200);
  });
});

describe('replies that act', () => {
  const TODAY = '2026-03-10';
  /** A patient on aligner k today (their plan from 2026-01-01), who may read in `language`. */
  async function patientOnPlan(overrides: Partial<typeof users.$inferInsert> = {}) {
    const patient = await insertPatient(t.db, {
      startDate: '2026-01-01',
      aligners: 30,
      ...overrides,
    });
    const plan = planOf(patient, [], TODAY)!;
    return { patient, phone: patient.phone!, plan, k: plan.currentAligner };
  }
  const switchesOf = (patient: UserRow) =>
    t.db.select().from(alignerSwitches).where(eq(alignerSwitches.userId, patient.id));
  const auditOf = (patient: UserRow) =>
    t.db.select().from(auditEvents).where(eq(auditEvents.patientId, patient.id));

  it("switched:k records today's aligner once however often delivered, and answers the next change", async () => {
    const { patient, phone, plan, k } = await patientOnPlan();
    const delivery = buttonDelivery(phone, `switched:${k}`, {
      label: 'Switched',
      at: t.clock.now(),
    });
    for (let i = 0; i < 3; i++) expect((await patientSends(phone, delivery)).status).toBe(200);
    expect(await switchesOf(patient)).toEqual([
      expect.objectContaining({ aligner: k, switchedOn: TODAY }),
    ]);
    const next = formatDate(plan.alignerStarts[k]!, 'en');
    expect(repliesTo(phone)).toEqual([`Aligner ${k} recorded. Your next change is on ${next}.`]);
    expect(await auditOf(patient)).toEqual([
      expect.objectContaining({ action: 'aligner.switch', actorId: patient.id }),
    ]);
    // The patient's own view shows it, as after a tap.
    const token = await tokenFor(t.db, patient, t.clock.now());
    const list = await t.request('GET', '/api/aligner-switches', { token });
    expect(list.body.switches).toEqual([expect.objectContaining({ aligner: k })]);
  });

  it('switched:k for another aligner, or again, answers why not and records nothing more', async () => {
    const { patient, phone, k } = await patientOnPlan();
    await patientSends(phone, buttonDelivery(phone, `switched:${k + 1}`));
    await patientSends(phone, buttonDelivery(phone, `switched:${k - 1}`));
    await patientSends(phone, buttonDelivery(phone, `switched:${k}`));
    await patientSends(phone, buttonDelivery(phone, `switched:${k}`));
    expect(await switchesOf(patient)).toHaveLength(1);
    expect(repliesTo(phone)).toEqual([
      `Aligner ${k + 1} was not recorded: Aligner ${k + 1} is not due yet`,
      `Aligner ${k - 1} was not recorded: Aligner ${k - 1} is already done: aligner ${k} is your current one`,
      expect.stringMatching(new RegExp(`^Aligner ${k} recorded\\.`)),
      `Aligner ${k} was not recorded: You have already confirmed aligner ${k}`,
    ]);
  });

  it('switched:k while the treatment is paused answers that it is paused', async () => {
    const { patient, phone, k } = await patientOnPlan();
    await t.db.insert(pauses).values({ userId: patient.id, pauseDate: '2026-03-05' });
    await patientSends(phone, buttonDelivery(phone, `switched:${k}`));
    expect(await switchesOf(patient)).toEqual([]);
    expect(repliesTo(phone)).toEqual([
      `Aligner ${k} was not recorded: Your treatment is paused. Resume it before confirming a new aligner.`,
    ]);
  });

  it("back-in ends the break at the message's time, once however often delivered", async () => {
    const { patient, phone } = await patientOnPlan();
    const token = await tokenFor(t.db, patient, t.clock.now());
    const outAt = new Date(Date.parse(NOW) - 3 * 3_600_000).toISOString();
    const out = { id: crypto.randomUUID(), type: 'out', at: outAt };
    expect(
      (await t.request('POST', '/api/wear/events', { token, body: { events: [out] } })).status,
    ).toBe(200);
    const sentAt = new Date(Date.parse(NOW) - 10 * 60_000);
    const delivery = buttonDelivery(phone, 'back-in', { at: sentAt, label: 'Back in' });
    t.clock.advance(5_000);
    await patientSends(phone, delivery);
    await patientSends(phone, delivery);
    const events = await t.db.select().from(wearEvents).where(eq(wearEvents.userId, patient.id));
    expect(events.map((e) => [e.type, e.at.toISOString()]).sort()).toEqual([
      ['in', sentAt.toISOString()],
      ['out', outAt],
    ]);
    const log = await t.request('GET', '/api/wear?days=1', { token });
    expect(log.body.out).toBeNull();
    expect(repliesTo(phone)).toEqual(['Welcome back: your aligners are logged as in.']);
  });

  it('help answers with the link to report an issue', async () => {
    const { phone } = await patientOnPlan();
    await patientSends(phone, buttonDelivery(phone, 'help', { label: 'Help' }));
    expect(repliesTo(phone)).toEqual([
      'To report a problem with your aligners, open https://clinic.example/dashboard?report=issue',
    ]);
  });

  it('STOP and START (any case, trimmed) turn WhatsApp reminders off and on, each confirmed', async () => {
    const { patient, phone } = await patientOnPlan({ whatsappReminders: true });
    await patientSends(phone, textDelivery(phone, '  stop '));
    expect((await reloadUser(t.db, patient.id))!.whatsappReminders).toBe(false);
    await patientSends(phone, textDelivery(phone, 'Start'));
    expect((await reloadUser(t.db, patient.id))!.whatsappReminders).toBe(true);
    expect(repliesTo(phone)).toEqual([
      'WhatsApp reminders are off. Send START to turn them on again.',
      'WhatsApp reminders are on. Send STOP to turn them off.',
    ]);
    expect((await auditOf(patient)).map((e) => [e.action, e.changes])).toEqual([
      ['whatsapp.reminders', { whatsappReminders: { old: true, new: false } }],
      ['whatsapp.reminders', { whatsappReminders: { old: false, new: true } }],
    ]);
  });

  it("a guardian's number may STOP and START their own reminders and ask for help; a switch is kept only", async () => {
    const { patient: child } = await patientOnPlan({ dob: '2014-05-01' });
    const [guardian] = await t.db
      .insert(users)
      .values({
        role: 'guardian',
        name: 'Parent',
        email: '',
        phone: '9811100001',
        whatsappReminders: true,
      })
      .returning();
    await t.db
      .insert(patientGuardians)
      .values({ patientId: child.id, guardianId: guardian!.id, relationship: 'mother' });
    await patientSends('9811100001', textDelivery('9811100001', 'STOP'));
    await patientSends('9811100001', buttonDelivery('9811100001', 'help'));
    await patientSends('9811100001', buttonDelivery('9811100001', 'switched:2'));
    expect((await reloadUser(t.db, guardian!.id))!.whatsappReminders).toBe(false);
    // tapalign_switch_family's only button: the child records the switch themselves.
    expect(repliesTo('9811100001')).toEqual([
      'WhatsApp reminders are off. Send START to turn them on again.',
      'To report a problem with the aligners, open https://clinic.example/dashboard?report=issue',
    ]);
    expect(
      await t.db.select().from(alignerSwitches).where(eq(alignerSwitches.userId, child.id)),
    ).toEqual([]);
    expect(await inboundFrom('9811100001')).toHaveLength(3);
  });

  it("an interactive message's reply button acts like a template's quick reply", async () => {
    const { phone } = await patientOnPlan();
    const delivery = textDelivery(phone, 'x');
    const value = delivery.entry[0]!.changes[0]!.value as unknown as { messages: object[] };
    Object.assign(value.messages[0]!, {
      type: 'interactive',
      text: undefined,
      interactive: { type: 'button_reply', button_reply: { id: 'help', title: 'Help' } },
    });
    await patientSends(phone, delivery);
    expect(await inboundFrom(phone)).toEqual([
      expect.objectContaining({ kind: 'button', payload: 'help', text: 'Help' }),
    ]);
    expect(repliesTo(phone)).toEqual([
      'To report a problem with your aligners, open https://clinic.example/dashboard?report=issue',
    ]);
  });

  it('anything else is only kept', async () => {
    const { patient, phone } = await patientOnPlan();
    await patientSends(phone, textDelivery(phone, 'My aligner cracked'));
    await patientSends(phone, buttonDelivery(phone, 'unknown-payload'));
    expect(await inboundFrom(phone)).toHaveLength(2);
    expect(repliesTo(phone)).toEqual([]);
    expect(await auditOf(patient)).toEqual([]);
  });

  it('a Hindi reader gets Hindi answers', async () => {
    const { phone, k } = await patientOnPlan({ language: 'hi' });
    await patientSends(phone, buttonDelivery(phone, `switched:${k + 1}`));
    await patientSends(phone, textDelivery(phone, 'STOP'));
    await patientSends(phone, buttonDelivery(phone, 'help'));
    const replies = repliesTo(phone);
    expect(replies).toHaveLength(3);
    for (const reply of replies) expect(reply).toMatch(/[\u0900-\u097F]/);
    expect(replies[2]).toContain('https://clinic.example/dashboard?report=issue');
  });
});

describe('the stand-in plays a patient for developers', () => {
  it('POST /patient opens the window and posts a signed delivery to the app’s webhook', async () => {
    const { app, served } = await createServedTestApp({ WHATSAPP_APP_SECRET: APP_SECRET });
    const devStandIn = await startCloudApiStandIn({
      token: 'dev-token',
      phoneNumberId: '100000000000001',
      webhook: { url: served.url('/api/whatsapp/webhook'), appSecret: APP_SECRET },
    });
    try {
      const patient = await insertPatient(app.db, { whatsappReminders: true });
      const patientUrl = devStandIn.apiBase.replace(/\/v[\d.]+$/, '/patient');
      const res = await fetch(patientUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: patient.phone, text: 'STOP' }),
      });
      expect(await res.json()).toEqual({ webhookStatus: 200 });
      await webhookIdle(app.db);
      await outboxWorker(app.deps).idle();
      expect((await reloadUser(app.db, patient.id))!.whatsappReminders).toBe(false);
      expect(app.whatsapp.messages).toEqual([
        expect.objectContaining({
          to: patient.phone,
          body: 'WhatsApp reminders are off. Send START to turn them on again.',
        }),
      ]);
    } finally {
      await devStandIn.close();
      await app.close();
    }
  });
});
