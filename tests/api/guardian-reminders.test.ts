/**
 * A parent's or guardian's copy of a child's reminders (docs/design.md §12), against the Cloud
 * API stand-in and a local fake push service: the change-day push and WhatsApp template naming
 * the child, in the guardian's language, once per child and event across instances and repeated
 * checks; two children, two messages; the child's own reminders unchanged; nothing once the
 * child is 18; the break nudge.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEAR_BREAK_REMINDER_MINUTES } from '../../src/shared/constants';
import type { AppDeps } from '../../src/server/context';
import { patientGuardians, pushSubscriptions } from '../../src/server/db/schema';
import {
  startCloudApiStandIn,
  type CloudApiStandIn,
} from '../../src/server/dev/cloud-api-stand-in';
import { createLogger } from '../../src/server/lib/logger';
import { runReminderCheck } from '../../src/server/services/reminders';
import { runWearReminderCheck } from '../../src/server/services/wear-reminders';
import { cloudApiSender } from '../../src/server/services/whatsapp';
import { outboxWorker } from '../../src/server/services/whatsapp-outbox';
import { insertPatient, type UserRow } from '../factories/users';
import type { FakePushService } from '../support/fake-push-service';
import { createTestAppWithPush, mutableClock, type TestApp } from '../support/test-app';

const TOKEN = 'test-cloud-token-123';
const PHONE_NUMBER_ID = '1098765432';
/** Clinic time is Asia/Kolkata (UTC+5:30): 03:30 UTC is 09:00 on 2026-01-15 at the clinic. */
const NINE_AM = '2026-01-15T03:30:00Z';
const MINUTE = 60_000;
const TEEN_DOB = '2012-05-01';

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
afterEach(() => expect(push.errors).toEqual([]));

interface SentTemplate {
  to: string;
  template: { name: string; language: { code: string }; components: unknown[] };
}

const templatesTo = (user: UserRow) =>
  standIn.requests
    .filter((r) => r.status === 200)
    .map((r) => r.body as SentTemplate)
    .filter((body) => body.to === `91${user.phone}` && body.template);

const bodyOf = (sent: SentTemplate) =>
  (sent.template.components as { type: string; parameters: { text: string }[] }[])
    .find((c) => c.type === 'body')
    ?.parameters.map((p) => p.text);

async function remind(check: (deps: AppDeps) => Promise<unknown>, deps: AppDeps = t.deps) {
  await check(deps);
  await outboxWorker(deps).idle();
}

const nextPhone = () => `96${String(++n).padStart(8, '0')}`;

async function subscribe(user: UserRow): Promise<string> {
  const name = `g${++n}`;
  const sub = push.subscribe(name);
  await t.db
    .insert(pushSubscriptions)
    .values({ userId: user.id, endpoint: sub.endpoint, ...sub.keys });
  return name;
}

/** A patient on 10 aligners of 2 weeks from 2026-01-01: aligner 2 starts today. */
function child(name: string, overrides: Parameters<typeof insertPatient>[1] = {}) {
  return insertPatient(t.db, { name, dob: TEEN_DOB, phone: nextPhone(), ...overrides });
}

/** A guardian row following these patients, with WhatsApp reminders as asked. */
async function guardianOf(
  children: UserRow[],
  options: { whatsapp?: boolean; language?: 'hi' | 'mr' } = {},
) {
  const guardian = await insertPatient(t.db, {
    role: 'guardian',
    name: 'Priya Rao',
    phone: nextPhone(),
    whatsappReminders: options.whatsapp ?? false,
    language: options.language ?? null,
    startDate: null,
    dob: null,
  });
  await t.db.insert(patientGuardians).values(
    children.map((c) => ({
      patientId: c.id,
      guardianId: guardian.id,
      relationship: 'mother' as const,
    })),
  );
  return guardian;
}

const payloadsOf = (name: string) => push.for(name).map((p) => p.payload);

describe('change-day reminders to a guardian', () => {
  it('pushes the child-naming reminder once, in the guardian’s language, across instances and checks', async () => {
    const asha = await child('Asha');
    const ashaPush = await subscribe(asha);
    const mother = await guardianOf([asha], { language: 'hi' });
    const motherPush = await subscribe(mother);

    const instance = (): AppDeps => ({ ...t.deps, clock: mutableClock(NINE_AM) });
    await Promise.all([remind(runReminderCheck, instance()), remind(runReminderCheck, instance())]);
    t.clock.advance(30 * MINUTE);
    await remind(runReminderCheck);

    expect(payloadsOf(motherPush)).toEqual([
      {
        title: 'Asha के अलाइनर 2 पर बदलने का समय',
        body: 'आज Asha को 10 में से अलाइनर 2 पहनना है।',
        url: '/dashboard',
        tag: `aligner-2-${asha.id}`,
      },
    ]);
    expect(push.for(motherPush)[0]!.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The child's own reminder is as before.
    expect(payloadsOf(ashaPush)).toEqual([
      {
        title: 'Time to switch aligners',
        body: 'Put in aligner 2 of 10 today.',
        url: '/dashboard?aligner=2',
        tag: 'aligner-2',
      },
    ]);
  });

  it('reaches the guardian even when the child has no subscription, in English by default', async () => {
    const ravi = await child('Ravi');
    const father = await guardianOf([ravi]);
    const fatherPush = await subscribe(father);
    await remind(runReminderCheck);
    await remind(runReminderCheck);
    expect(payloadsOf(fatherPush)).toEqual([
      {
        title: 'Time for Ravi to switch to aligner 2',
        body: 'Ravi puts in aligner 2 of 10 today.',
        url: '/dashboard',
        tag: `aligner-2-${ravi.id}`,
      },
    ]);
  });

  it('sends two notifications, one per child with its own tag and topic, for two children due today', async () => {
    const asha = await child('Asha');
    const meera = await child('Meera', { aligners: 12 });
    const mother = await guardianOf([asha, meera], { whatsapp: true, language: 'mr' });
    const motherPush = await subscribe(mother);
    await remind(runReminderCheck);
    await remind(runReminderCheck);

    const received = push.for(motherPush);
    expect(received.map((p) => p.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tag: `aligner-2-${asha.id}` }),
        expect.objectContaining({ tag: `aligner-2-${meera.id}` }),
      ]),
    );
    expect(received).toHaveLength(2);
    expect(new Set(received.map((p) => p.headers.topic)).size).toBe(2);
    const sent = templatesTo(mother);
    expect(sent.map((s) => s.template.name)).toEqual([
      'tapalign_switch_family',
      'tapalign_switch_family',
    ]);
    expect(sent[0]!.template.language).toEqual({ code: 'mr' });
    expect(sent.map((s) => bodyOf(s))).toEqual(
      expect.arrayContaining([
        ['Asha', '2', '10'],
        ['Meera', '2', '12'],
      ]),
    );
  });

  it('sends the family template once to a guardian on WhatsApp, and the child’s own tapalign_switch as before', async () => {
    const asha = await child('Asha', { whatsappReminders: true });
    const mother = await guardianOf([asha], { whatsapp: true });
    const second = { ...t.deps };
    await Promise.all([remind(runReminderCheck), remind(runReminderCheck, second)]);
    t.clock.advance(10 * MINUTE);
    await remind(runReminderCheck);

    const toMother = templatesTo(mother);
    expect(toMother.map((s) => s.template.name)).toEqual(['tapalign_switch_family']);
    expect(bodyOf(toMother[0]!)).toEqual(['Asha', '2', '10']);
    expect(toMother[0]!.template.components).toContainEqual({
      type: 'button',
      sub_type: 'quick_reply',
      index: '0',
      parameters: [{ type: 'payload', payload: 'help' }],
    });
    const toAsha = templatesTo(asha);
    expect(toAsha.map((s) => s.template.name)).toEqual(['tapalign_switch']);
    expect(bodyOf(toAsha[0]!)).toEqual(['2', '10']);
  });

  it('sends nothing to the guardian of a patient who turns 18 today, and still to one who turns 18 tomorrow', async () => {
    const adult = await child('Kiran', { dob: '2008-01-15' });
    const adultPush = await subscribe(adult);
    const formerGuardian = await guardianOf([adult], { whatsapp: true });
    const formerPush = await subscribe(formerGuardian);
    const almost = await child('Nila', { dob: '2008-01-16' });
    const guardian = await guardianOf([almost]);
    const guardianPush = await subscribe(guardian);
    await remind(runReminderCheck);

    expect(payloadsOf(formerPush)).toEqual([]);
    expect(templatesTo(formerGuardian)).toEqual([]);
    expect(payloadsOf(adultPush)).toHaveLength(1);
    expect(payloadsOf(guardianPush)).toEqual([
      expect.objectContaining({ title: 'Time for Nila to switch to aligner 2' }),
    ]);
  });
});

describe('break nudges to a guardian', () => {
  it('pushes and sends tapalign_break_family once per break, naming the child', async () => {
    const asha = await child('Asha');
    const mother = await guardianOf([asha], { whatsapp: true });
    const motherPush = await subscribe(mother);
    const outAt = new Date(t.clock.now().getTime() - (WEAR_BREAK_REMINDER_MINUTES + 2) * MINUTE);
    await t.db.execute(
      sql`insert into wear_events (id, user_id, type, at)
          values (${randomUUID()}, ${asha.id}, 'out', ${outAt.toISOString()})`,
    );
    await Promise.all([remind(runWearReminderCheck), remind(runWearReminderCheck, { ...t.deps })]);
    t.clock.advance(5 * MINUTE);
    await remind(runWearReminderCheck);

    expect(payloadsOf(motherPush)).toEqual([
      {
        title: "Asha's aligners are out",
        body: 'They have been out for 1 hour.',
        url: '/dashboard',
        tag: `wear-break-${asha.id}`,
      },
    ]);
    const sent = templatesTo(mother);
    expect(sent.map((s) => s.template.name)).toEqual(['tapalign_break_family']);
    expect(bodyOf(sent[0]!)).toEqual(['Asha', String(WEAR_BREAK_REMINDER_MINUTES + 2)]);
    expect(templatesTo(asha)).toEqual([]);
  });
});
