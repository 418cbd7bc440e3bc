/**
 * Reminders on WhatsApp (docs/design.md §11) against the project's Cloud API stand-in and a
 * local fake push service: the patient's opt-in, and the change-day, break and review templates,
 * each sent once beside its push, claimed per channel, so an opt-in during a change day still
 * gets that day's reminder.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEAR_BREAK_REMINDER_MINUTES } from '../../src/shared/constants';
import type { AppDeps } from '../../src/server/context';
import {
  alignerSwitches,
  checkIns,
  pushSubscriptions,
  whatsappOutbox,
} from '../../src/server/db/schema';
import {
  startCloudApiStandIn,
  type CloudApiStandIn,
} from '../../src/server/dev/cloud-api-stand-in';
import { createLogger } from '../../src/server/lib/logger';
import { runReminderCheck } from '../../src/server/services/reminders';
import { runWearReminderCheck } from '../../src/server/services/wear-reminders';
import { cloudApiSender } from '../../src/server/services/whatsapp';
import { outboxWorker } from '../../src/server/services/whatsapp-outbox';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import type { FakePushService } from '../support/fake-push-service';
import { createTestAppWithPush, type TestApp } from '../support/test-app';

const TOKEN = 'test-cloud-token-123';
const PHONE_NUMBER_ID = '1098765432';
/** Clinic time is Asia/Kolkata (UTC+5:30): 03:30 UTC is 09:00 at the clinic. */
const NINE_AM = '2026-01-15T03:30:00Z';
const MINUTE = 60_000;

let standIn: CloudApiStandIn;
let t: TestApp;
let push: FakePushService;
let n = 0;

beforeAll(async () => {
  standIn = await startCloudApiStandIn({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
  const whatsapp = cloudApiSender({
    apiBase: standIn.apiBase,
    phoneNumberId: PHONE_NUMBER_ID,
    token: TOKEN,
    logger: createLogger('warn', () => {}),
  });
  ({ app: t, push } = await createTestAppWithPush({ now: NINE_AM, whatsapp }));
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => t.clock.set(NINE_AM));

interface SentTemplate {
  to: string;
  template: { name: string; language: { code: string }; components: unknown[] };
}

/** The templates the stand-in accepted for this patient's number, oldest first. */
const templatesTo = (patient: UserRow) =>
  standIn.requests
    .filter((r) => r.status === 200)
    .map((r) => r.body as SentTemplate)
    .filter((body) => body.to === `91${patient.phone}` && body.template);

/** The body parameters of a sent template. */
const bodyOf = (sent: SentTemplate) =>
  (sent.template.components as { type: string; parameters: { text: string }[] }[])
    .find((c) => c.type === 'body')
    ?.parameters.map((p) => p.text);

/** Runs the checks on `deps` (an instance) and waits for its outbox to send what they queued. */
async function remind(check: (deps: AppDeps) => Promise<unknown>, deps: AppDeps = t.deps) {
  await check(deps);
  await outboxWorker(deps).idle();
}

/** A patient on 10 aligners of 2 weeks from 2026-01-01 (aligner 2 starts 2026-01-15). */
async function patientWith(options: { push?: boolean; whatsapp?: boolean; language?: 'hi' }) {
  const phone = `97${String(++n).padStart(8, '0')}`;
  const patient = await insertPatient(t.db, {
    startDate: '2026-01-01',
    phone,
    whatsappReminders: options.whatsapp ?? false,
    language: options.language ?? null,
  });
  const name = `wa${n}`;
  if (options.push) {
    const sub = push.subscribe(name);
    await t.db
      .insert(pushSubscriptions)
      .values({ userId: patient.id, endpoint: sub.endpoint, ...sub.keys });
  }
  return { patient, name };
}

async function setWhatsApp(patient: UserRow, on: boolean) {
  return t.request('PATCH', '/api/users/me', {
    token: await tokenFor(t.db, patient, t.clock.now()),
    body: { whatsappReminders: on },
  });
}

describe('the opt-in', () => {
  it('is off until the patient turns it on, and PATCH /api/users/me turns it on and off', async () => {
    const { patient } = await patientWith({});
    const token = await tokenFor(t.db, patient, t.clock.now());
    const before = await t.request('POST', '/api/users/current-user', { token });
    expect(before.body.user.whatsappReminders).toBe(false);

    const on = await setWhatsApp(patient, true);
    expect(on.status).toBe(200);
    expect(on.body.user.whatsappReminders).toBe(true);
    const after = await t.request('POST', '/api/users/current-user', { token });
    expect(after.body.user.whatsappReminders).toBe(true);
    expect(after.body.user.language).toBeNull();

    expect((await setWhatsApp(patient, false)).body.user.whatsappReminders).toBe(false);
    const bad = await t.request('PATCH', '/api/users/me', {
      token,
      body: { whatsappReminders: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: 'whatsappReminders', message: 'whatsappReminders must be true or false' },
    ]);
  });
});

describe('change-day reminders on WhatsApp', () => {
  it('sends tapalign_switch once beside the push, with two instances and repeated checks', async () => {
    const { patient, name } = await patientWith({ push: true, whatsapp: true, language: 'hi' });
    const second = { ...t.deps };
    await Promise.all([remind(runReminderCheck), remind(runReminderCheck, second)]);
    t.clock.advance(10 * MINUTE);
    await remind(runReminderCheck);

    const sent = templatesTo(patient);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template.name).toBe('tapalign_switch');
    expect(sent[0]!.template.language).toEqual({ code: 'hi' });
    expect(bodyOf(sent[0]!)).toEqual(['2', '10']);
    expect(push.for(name)).toHaveLength(1);
  });

  it('sends nothing on WhatsApp to a patient who has not opted in, and the push still goes', async () => {
    const { patient, name } = await patientWith({ push: true });
    await remind(runReminderCheck);
    expect(templatesTo(patient)).toEqual([]);
    expect(push.for(name)).toHaveLength(1);
  });

  it('still sends that day’s reminder to a patient who opts in after the push went', async () => {
    const { patient, name } = await patientWith({ push: true });
    await remind(runReminderCheck);
    expect(push.for(name)).toHaveLength(1);
    expect(templatesTo(patient)).toEqual([]);

    t.clock.advance(2 * 60 * MINUTE);
    expect((await setWhatsApp(patient, true)).status).toBe(200);
    await remind(runReminderCheck);
    await remind(runReminderCheck);
    expect(templatesTo(patient).map((s) => bodyOf(s))).toEqual([['2', '10']]);
    expect(push.for(name)).toHaveLength(1);
  });

  it('is useful until the clinic day ends, and a confirmed switch is not reminded', async () => {
    const { patient } = await patientWith({ whatsapp: true });
    const confirmed = await patientWith({ whatsapp: true });
    await t.db.insert(alignerSwitches).values({
      userId: confirmed.patient.id,
      aligner: 2,
      dueOn: '2026-01-15',
      switchedOn: '2026-01-15',
    });
    await remind(runReminderCheck);
    expect(templatesTo(confirmed.patient)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.patientId, patient.id));
    // The clinic's midnight ending 15 January, in UTC.
    expect(row!.expiresAt.toISOString()).toBe('2026-01-15T18:30:00.000Z');
    expect(row!.status).toBe('sent');
  });
});

describe('break and review reminders on WhatsApp', () => {
  it('sends tapalign_break once per break with the minutes out', async () => {
    const { patient } = await patientWith({ whatsapp: true });
    const outAt = new Date(t.clock.now().getTime() - (WEAR_BREAK_REMINDER_MINUTES + 2) * MINUTE);
    await t.db.execute(
      sql`insert into wear_events (id, user_id, type, at)
          values (${randomUUID()}, ${patient.id}, 'out', ${outAt.toISOString()})`,
    );
    await Promise.all([remind(runWearReminderCheck), remind(runWearReminderCheck, { ...t.deps })]);
    t.clock.advance(5 * MINUTE);
    await remind(runWearReminderCheck);
    const sent = templatesTo(patient);
    expect(sent.map((s) => s.template.name)).toEqual(['tapalign_break']);
    expect(bodyOf(sent[0]!)).toEqual([String(WEAR_BREAK_REMINDER_MINUTES + 2)]);
  });

  it('sends tapalign_review once per check-in when the clinic reviews it', async () => {
    const { patient } = await patientWith({ whatsapp: true });
    const admin = await insertAdmin(t.db);
    const [checkIn] = await t.db
      .insert(checkIns)
      .values({ userId: patient.id, clientId: randomUUID(), aligner: 1 })
      .returning();
    const token = await tokenFor(t.db, admin, t.clock.now());
    for (const review of ['on-track', 'needs-attention']) {
      const res = await t.request('PATCH', `/api/check-ins/${checkIn!.id}`, {
        token,
        body: { review, comment: 'Looks good.' },
      });
      expect(res.status).toBe(200);
    }
    await outboxWorker(t.deps).idle();
    const sent = templatesTo(patient);
    expect(sent.map((s) => s.template)).toEqual([
      { name: 'tapalign_review', language: { code: 'en' } },
    ]);
  });
});
