/**
 * The clinic's WhatsApp inbox (docs/design.md "WhatsApp"): conversations newest first with
 * their unread counts, a thread as its reader saw it (codes hidden, failures in words), replies
 * only inside the 24-hour window, numbers of no patient, and who may use it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { patientGuardians, whatsappOutbox } from '../../src/server/db/schema';
import {
  startCloudApiStandIn,
  type CloudApiStandIn,
} from '../../src/server/dev/cloud-api-stand-in';
import { silentLogger } from '../../src/server/lib/logger';
import { cloudApiSender } from '../../src/server/services/whatsapp';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import { insertInbound, insertOutbound } from '../factories/whatsapp';
import { createTestApp, type TestApp } from '../support/test-app';

const NOW = '2026-03-10T09:00:00Z';
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.parse(NOW) - hours * HOUR);

let t: TestApp;
let admin: string;
let patient: UserRow;
/** A number of no patient. */
let stranger: string;
let sequence = 0;

/** A 10-digit number no other test uses. */
const freshPhone = () =>
  `70${String(Date.now() % 1e6).padStart(6, '0')}${String(++sequence).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await tokenFor(t.db, await insertAdmin(t.db));
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(NOW);
  patient = await insertPatient(t.db, { name: 'Meera Shah', startDate: '2026-03-01' });
  stranger = freshPhone();
});

const conversations = async () =>
  (await t.request('GET', '/api/whatsapp/conversations', { token: admin })).body.conversations;
const thread = (phone: string, query = '') =>
  t.request('GET', `/api/whatsapp/conversations/${phone}${query}`, { token: admin });
const reply = (phone: string, text: unknown, token = admin) =>
  t.request('POST', `/api/whatsapp/conversations/${phone}/messages`, {
    token,
    body: { text },
  });

describe('the conversation list', () => {
  it('lists numbers that wrote, the latest message either way first, with unread counts', async () => {
    const quiet = await insertPatient(t.db);
    await insertInbound(t.db, { phone: patient.phone!, sentAt: ago(3), patientId: patient.id });
    await insertInbound(t.db, { phone: patient.phone!, sentAt: ago(2), patientId: patient.id });
    await insertInbound(t.db, { phone: stranger, sentAt: ago(1.5), text: 'Who is this?' });
    // The quiet patient wrote long ago, but the clinic answered last.
    await insertInbound(t.db, { phone: quiet.phone!, sentAt: ago(30), readAt: ago(29) });
    await insertOutbound(t.db, { to: quiet.phone!, createdAt: ago(0.5), body: 'See you soon' });
    // Only ever sent a template: no conversation.
    const reminded = await insertPatient(t.db);
    await insertOutbound(t.db, {
      to: reminded.phone!,
      createdAt: ago(0.1),
      template: 'tapalign_review',
    });

    const list = await conversations();
    const ours = list.filter((c: { phone: string }) =>
      [patient.phone, stranger, quiet.phone, reminded.phone].includes(c.phone),
    );
    expect(ours).toEqual([
      {
        patient: { _id: quiet.id, name: quiet.name },
        guardian: null,
        phone: quiet.phone,
        lastMessageAt: ago(0.5).toISOString(),
        unread: 0,
        windowOpenUntil: null,
      },
      {
        patient: null,
        guardian: null,
        phone: stranger,
        lastMessageAt: ago(1.5).toISOString(),
        unread: 1,
        windowOpenUntil: new Date(ago(1.5).getTime() + 24 * HOUR).toISOString(),
      },
      {
        patient: { _id: patient.id, name: 'Meera Shah' },
        guardian: null,
        phone: patient.phone,
        lastMessageAt: ago(2).toISOString(),
        unread: 2,
        windowOpenUntil: new Date(ago(2).getTime() + 24 * HOUR).toISOString(),
      },
    ]);
  });

  it('answers the newest `limit` and whether older ones remain; a bad limit is 400', async () => {
    const phones = [freshPhone(), freshPhone(), freshPhone()];
    // Written from now on: newer than every other test's, the last of them the newest.
    for (const [i, phone] of phones.entries()) {
      await insertInbound(t.db, { phone, sentAt: new Date(Date.parse(NOW) + (i + 1) * 60_000) });
    }
    const page = async (limit: number) =>
      (await t.request('GET', `/api/whatsapp/conversations?limit=${limit}`, { token: admin })).body;
    const first = await page(2);
    expect(first.conversations.map((c: { phone: string }) => c.phone)).toEqual([
      phones[2],
      phones[1],
    ]);
    expect(first.more).toBe(true);
    const all = await page(2_000);
    expect(all.conversations[2].phone).toBe(phones[0]);
    expect(all.more).toBe(false);
    for (const limit of ['0', '2001', 'abc', '1.5']) {
      const res = await t.request('GET', `/api/whatsapp/conversations?limit=${limit}`, {
        token: admin,
      });
      expect(res.status, limit).toBe(400);
    }
  });

  it('reading a thread marks it read; a look with markRead=false does not', async () => {
    await insertInbound(t.db, { phone: patient.phone!, sentAt: ago(1) });
    const unreadOf = async () =>
      (await conversations()).find((c: { phone: string }) => c.phone === patient.phone).unread;

    expect((await thread(patient.phone!, '?markRead=false&limit=5')).status).toBe(200);
    expect(await unreadOf()).toBe(1);
    expect((await thread(patient.phone!)).status).toBe(200);
    expect(await unreadOf()).toBe(0);

    await insertInbound(t.db, { phone: patient.phone!, sentAt: ago(0.5) });
    expect(await unreadOf()).toBe(1);
  });
});

describe('a thread', () => {
  it('shows every message both ways, oldest first, as the reader saw it; codes never', async () => {
    const phone = patient.phone!;
    await insertOutbound(t.db, {
      to: phone,
      createdAt: ago(5),
      template: 'tapalign_code',
      parameters: ['482913'],
      status: 'delivered',
    });
    await insertOutbound(t.db, {
      to: phone,
      createdAt: ago(4),
      template: 'tapalign_switch',
      language: 'hi',
      parameters: ['3', '12'],
      status: 'read',
    });
    await insertInbound(t.db, {
      phone,
      sentAt: ago(3),
      kind: 'button',
      text: 'मुझे मदद चाहिए',
      payload: 'help',
    });
    await insertInbound(t.db, { phone, sentAt: ago(2), kind: 'other', text: null });

    const res = await thread(phone);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('482913');
    expect(res.body.messages).toEqual([
      expect.objectContaining({
        direction: 'out',
        kind: 'tapalign_code',
        text: 'Sign-in code (hidden)',
        status: 'delivered',
        error: null,
        at: ago(5).toISOString(),
      }),
      expect.objectContaining({
        direction: 'out',
        kind: 'tapalign_switch',
        text: 'आज बदलने का दिन है: 12 में से अलाइनर 3 पहनें, फिर दर्ज करने के लिए "बदल लिया" दबाएँ।',
        status: 'read',
      }),
      expect.objectContaining({
        direction: 'in',
        kind: 'button',
        text: 'मुझे मदद चाहिए',
        status: null,
      }),
      expect.objectContaining({ direction: 'in', kind: 'other', text: expect.any(String) }),
    ]);
    // The plan beside it: started 1 March, two weeks an aligner: aligner 1 of 10 on 10 March.
    expect(res.body.patient).toEqual({
      _id: patient.id,
      name: 'Meera Shah',
      status: 'active',
      currentAligner: 1,
      aligners: 10,
      nextDate: '2026-03-15',
    });
  });

  it('gives each failure a reason staff can act on', async () => {
    const phone = patient.phone!;
    const failed = (code: number | null, title: string, hoursAgo: number) =>
      insertOutbound(t.db, {
        to: phone,
        createdAt: ago(hoursAgo),
        template: 'tapalign_review',
        status: 'failed',
        errorCode: code,
        errorTitle: title,
      });
    await failed(131026, '(#131026) Message undeliverable', 4);
    await failed(131047, '(#131047) Re-engagement message', 3);
    await failed(131000, '(#131000) Something went wrong', 2);
    await failed(null, 'Expired before it could be sent', 1);

    const { body } = await thread(phone);
    expect(body.messages.map((m: { error: unknown }) => m.error)).toEqual([
      { code: 131026, title: 'not a WhatsApp number' },
      { code: 131047, title: 'outside the 24-hour window' },
      { code: 131000, title: '(#131000) Something went wrong' },
      { code: null, title: 'Expired before it could be sent' },
    ]);
  });

  it('keeps only the newest messages when asked for a few', async () => {
    for (const hours of [5, 4, 3]) {
      await insertInbound(t.db, { phone: patient.phone!, sentAt: ago(hours), text: `${hours}h` });
    }
    const { body } = await thread(patient.phone!, '?limit=2');
    expect(body.messages.map((m: { text: string }) => m.text)).toEqual(['4h', '3h']);
  });
});

describe('replying', () => {
  it('queues free text from the staff member while the window is open, 409 once it closed', async () => {
    const phone = patient.phone!;
    await insertInbound(t.db, { phone, sentAt: ago(0), patientId: patient.id });
    const staff = await insertAdmin(t.db);

    t.clock.set(new Date(ago(0).getTime() + 23.9 * HOUR));
    const res = await reply(phone, '  Please come in on Friday.  ', await tokenFor(t.db, staff));
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({
      direction: 'out',
      kind: 'text',
      text: 'Please come in on Friday.',
      status: 'queued',
    });
    const [row] = await t.db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.id, res.body.message._id));
    expect(row).toMatchObject({
      to: phone,
      body: 'Please come in on Friday.',
      template: null,
      sentBy: staff.id,
      patientId: patient.id,
    });
    expect(t.whatsapp.messages.at(-1)).toMatchObject({
      to: phone,
      body: 'Please come in on Friday.',
    });

    t.clock.set(new Date(ago(0).getTime() + 24 * HOUR));
    const closed = await reply(phone, 'Are you there?');
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/24-hour window is closed/);
    expect((await thread(phone)).body.windowOpenUntil).toBeNull();
  });

  it('refuses a number that never wrote', async () => {
    expect((await reply(patient.phone!, 'Hello')).status).toBe(409);
  });

  it('answers a number of no patient inside its window, with nothing of any patient', async () => {
    await insertInbound(t.db, { phone: stranger, sentAt: ago(1), text: 'Price of aligners?' });
    const res = await reply(stranger, 'Please call the clinic.');
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.id, res.body.message._id));
    expect(row).toMatchObject({ body: 'Please call the clinic.', patientId: null, language: 'en' });
    const { body } = await thread(stranger);
    expect(body.patient).toBeNull();
    expect(body.messages.map((m: { text: string }) => m.text)).toEqual([
      'Price of aligners?',
      'Please call the clinic.',
    ]);
  });

  it('names a parent or guardian and the children they follow, in the list and the thread', async () => {
    const mother = await insertAdmin(t.db, {
      role: 'guardian',
      name: 'Priya Rao',
      phone: freshPhone(),
    });
    const rohan = await insertPatient(t.db, { name: 'Rohan Rao' });
    const asha = await insertPatient(t.db, { name: 'Asha Rao' });
    await t.db.insert(patientGuardians).values([
      { patientId: rohan.id, guardianId: mother.id, relationship: 'mother' },
      { patientId: asha.id, guardianId: mother.id, relationship: 'mother' },
    ]);
    await insertInbound(t.db, { phone: mother.phone!, sentAt: ago(1), text: 'Is Asha on time?' });
    await insertInbound(t.db, { phone: stranger, sentAt: ago(2), text: 'Hello' });

    const guardian = {
      name: 'Priya Rao',
      children: [
        { _id: asha.id, name: 'Asha Rao' },
        { _id: rohan.id, name: 'Rohan Rao' },
      ],
    };
    const listed = await conversations();
    const byPhone = (phone: string) =>
      listed.find((conversation: { phone: string }) => conversation.phone === phone);
    expect(byPhone(mother.phone!)).toMatchObject({ patient: null, guardian });
    expect(byPhone(stranger)).toMatchObject({ patient: null, guardian: null });
    expect(byPhone(patient.phone!)?.guardian ?? null).toBeNull();
    const { body } = await thread(mother.phone!);
    expect(body).toMatchObject({ patient: null, guardian });
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n '],
    ['too long', 'a'.repeat(4097)],
    ['not text', 42],
  ])('refuses a reply that is %s (400)', async (_name, text) => {
    await insertInbound(t.db, { phone: patient.phone!, sentAt: ago(1) });
    expect((await reply(patient.phone!, text)).status).toBe(400);
  });

  it('takes the longest text WhatsApp takes', async () => {
    await insertInbound(t.db, { phone: patient.phone!, sentAt: ago(1) });
    expect((await reply(patient.phone!, 'a'.repeat(4096))).status).toBe(201);
  });
});

describe('who may use it', () => {
  it.each(['12345', '98765432100', 'abcdefghij', '%2B919876543210'])(
    'refuses the number %s (400)',
    async (phone) => {
      expect((await thread(phone)).status).toBe(400);
      expect((await reply(phone, 'Hello')).status).toBe(400);
    },
  );

  it('is the admin’s: patients and guardians 403, no one signed in 401', async () => {
    const guardian = await insertAdmin(t.db, { role: 'guardian', phone: freshPhone() });
    const phone = patient.phone!;
    for (const token of [await tokenFor(t.db, patient), await tokenFor(t.db, guardian)]) {
      expect((await t.request('GET', '/api/whatsapp/conversations', { token })).status).toBe(403);
      expect(
        (await t.request('GET', `/api/whatsapp/conversations/${phone}`, { token })).status,
      ).toBe(403);
      expect((await reply(phone, 'Hi', token)).status).toBe(403);
    }
    expect((await t.request('GET', '/api/whatsapp/conversations')).status).toBe(401);
    expect((await t.request('GET', `/api/whatsapp/conversations/${phone}`)).status).toBe(401);
    expect(
      (await t.request('POST', `/api/whatsapp/conversations/${phone}/messages`, { body: {} }))
        .status,
    ).toBe(401);
  });
});

describe('a reply through the Cloud API', () => {
  let standIn: CloudApiStandIn;
  let cloud: TestApp;
  beforeAll(async () => {
    standIn = await startCloudApiStandIn({ token: 'inbox-token', phoneNumberId: '555000' });
    const whatsapp = cloudApiSender({
      apiBase: standIn.apiBase,
      phoneNumberId: '555000',
      token: 'inbox-token',
      logger: silentLogger,
    });
    cloud = await createTestApp({ whatsapp });
  });
  afterAll(async () => {
    await cloud.close();
    await standIn.close();
  });

  it('reaches the stand-in as free text inside the window, and shows as sent', async () => {
    const phone = freshPhone();
    const now = cloud.clock.now();
    await insertInbound(cloud.db, { phone, sentAt: new Date(now.getTime() - HOUR) });
    standIn.customerWrote(phone, new Date(Date.now() - HOUR));
    const token = await tokenFor(cloud.db, await insertAdmin(cloud.db));
    const res = await cloud.request('POST', `/api/whatsapp/conversations/${phone}/messages`, {
      token,
      body: { text: 'Your aligners are ready.' },
    });
    expect(res.status).toBe(201);
    const sent = standIn.requests.filter((r) => (r.body as { to?: string }).to === `91${phone}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        to: `91${phone}`,
        type: 'text',
        text: { body: 'Your aligners are ready.' },
      },
    });
    const { body } = await cloud.request('GET', `/api/whatsapp/conversations/${phone}`, { token });
    expect(body.messages.at(-1)).toMatchObject({
      text: 'Your aligners are ready.',
      status: 'sent',
    });
  });
});
