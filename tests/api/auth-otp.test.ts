/** WhatsApp one-time-code login (docs/design.md §2; docs/security.md A). */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/database';
import { appSettings, otpCodes, users, whatsappOutbox } from '../../src/server/db/schema';
import { clearLimit } from '../../src/server/lib/rate-limit';
import { consumeCode, issueCode, OTP_SECRET_SETTING } from '../../src/server/services/otp';
import { otpLimitKeys } from '../../src/server/services/otp-limits';
import {
  drainOutbox,
  outboxWorker,
  queueWhatsApp,
  retryDelayMs,
  sealParameters,
} from '../../src/server/services/whatsapp-outbox';
import { OTP_DAILY_SEND_CAP } from '../../src/shared/constants';
import { insertAdmin, insertPatient } from '../factories/users';
import { deviceCookieFrom } from '../support/device-cookie';
import { createTestApp, ipSequence, type TestApp, type TestResponse } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-01T09:00:00Z' });
});
afterAll(() => t.close());

const SENT = { message: 'If this number is registered with us, a code is on its way on WhatsApp.' };
const MINUTE = 60_000;

const freshIp = ipSequence(30);
let phoneCounter = 0;
const unknownPhone = () => `70000${String(++phoneCounter).padStart(5, '0')}`;

const askCode = (phone: string, ip = freshIp(), path = '/api/users/login', cookie?: string) =>
  t.request('POST', path, { body: { phone }, ip, headers: cookie ? { Cookie: cookie } : {} });
const verify = (phone: string, otp: string, ip = freshIp(), cookie?: string) =>
  t.request('POST', '/api/users/verify-otp', {
    body: { phone, otp },
    ip,
    headers: cookie ? { Cookie: cookie } : {},
  });
const rowsTo = (phone: string) =>
  t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, phone));
const sentTo = (phone: string) => t.whatsapp.messages.filter((m) => m.phone === phone);
function lastCode(phone: string): string {
  const text = sentTo(phone).at(-1)?.text ?? '';
  return text.match(/\b(\d{6})\b/)?.[1] ?? 'none';
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function patientWithCode() {
  const patient = await insertPatient(t.db);
  expect((await askCode(patient.phone!)).status).toBe(200);
  return { patient, phone: patient.phone!, code: lastCode(patient.phone!) };
}

describe('POST /login with a phone number', () => {
  it('sends a 6-digit code by WhatsApp that signs the patient in', async () => {
    const patient = await insertPatient(t.db);
    const res = await askCode(patient.phone!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SENT);
    const [message] = sentTo(patient.phone!);
    expect(message).toMatchObject({ template: 'tapalign_code', language: 'en' });
    expect(message!.text).toMatch(/^\d{6} is your verification code\./);
    const signedIn = await verify(patient.phone!, lastCode(patient.phone!));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ _id: patient.id, role: 'patient' });
    const me = await t.request('POST', '/api/users/current-user', {
      token: signedIn.body.authToken,
    });
    expect(me.body.user._id).toBe(patient.id);
  });

  it('gives the same answer for numbers without a patient account, and sends nothing', async () => {
    const admin = await insertAdmin(t.db, { phone: unknownPhone() });
    const disabled = await insertPatient(t.db, { disabledAt: new Date('2026-02-01') });
    for (const phone of [unknownPhone(), admin.phone!, disabled.phone!]) {
      const res = await askCode(phone);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: SENT });
      expect(sentTo(phone)).toEqual([]);
      // The same work as for a patient: a code is made and stored, but never leaves.
      expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))).toHaveLength(1);
      expect(await t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.to, phone))).toEqual(
        [],
      );
    }
  });

  it('stores only an HMAC of phone and code: a dump of otp_codes holds no code', async () => {
    const { phone, code } = await patientWithCode();
    const dump = JSON.stringify(await queryRows(t.db, sql`select * from otp_codes`));
    expect(dump).not.toContain(code);
    const [setting] = await t.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, OTP_SECRET_SETTING));
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    const secret = Buffer.from(setting!.value, 'base64');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const expected = createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
    expect(row!.codeHash).toBe(expected);
  });

  it('rejects malformed numbers and codes with 400', async () => {
    const badPhone = await askCode('12345');
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toMatch(/Mobile number must be 10 digits/);
    const badCode = await verify('9876543210', '12345');
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toBe('otp: Please enter a valid OTP');
  });
});

describe('POST /verify-otp', () => {
  it('accepts a code for 10 minutes and no longer', async () => {
    const early = await patientWithCode();
    const late = await patientWithCode();
    t.clock.advance(599_000);
    expect((await verify(early.phone, early.code)).status).toBe(200);
    t.clock.advance(2_000);
    const expired = await verify(late.phone, late.code);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/^Invalid or expired code/);
    // The next code sent to the number sweeps the expired one away.
    expect((await askCode(late.phone)).status).toBe(200);
    const rows = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, late.phone));
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of 20 parallel right answers through; a replay fails', async () => {
    const { phone, code } = await patientWithCode();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(phone, code)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 400)).toHaveLength(19);
    expect((await verify(phone, code)).status).toBe(400);
  });

  it('lets at most 5 of 50 parallel wrong guesses be compared; then the code is dead', async () => {
    const { phone, code } = await patientWithCode();
    const guesses = await Promise.all(
      Array.from({ length: 50 }, () => verify(phone, wrongCode(code))),
    );
    expect(guesses.every((res) => res.status === 400 || res.status === 429)).toBe(true);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.attempts).toBe(5);
    await clearLimit(t.db, otpLimitKeys.lock(phone)); // set the phone lock aside: the code itself
    expect((await verify(phone, code)).status).toBe(400);
  });

  it('locks OTP login for 15 minutes after 5 wrong codes in a row', async () => {
    const { phone, code } = await patientWithCode();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await verify(phone, wrongCode(code), ip)).status).toBe(400);
    const locked = await verify(phone, code);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);
    expect(locked.body.message).toMatch(/15 minutes/);
    t.clock.advance(5 * MINUTE);
    expect((await askCode(phone)).status).toBe(429);
    t.clock.advance(10 * MINUTE + 1000);
    expect((await askCode(phone)).status).toBe(200);
    expect((await verify(phone, lastCode(phone))).status).toBe(200);
  });

  it('counts wrong codes in a row across codes; a success starts the count afresh', async () => {
    const { phone, code } = await patientWithCode();
    for (let i = 0; i < 4; i++) expect((await verify(phone, wrongCode(code))).status).toBe(400);
    expect((await verify(phone, code)).status).toBe(200);
    t.clock.advance(61_000);
    await askCode(phone);
    for (let i = 0; i < 3; i++)
      expect((await verify(phone, wrongCode(lastCode(phone)))).status).toBe(400);
    t.clock.advance(61_000);
    await askCode(phone);
    expect((await verify(phone, wrongCode(lastCode(phone)))).status).toBe(400);
    expect((await verify(phone, wrongCode(lastCode(phone)))).status).toBe(400);
    expect((await verify(phone, lastCode(phone))).status).toBe(429);
  });

  it('voids the previous code when a new one is sent', async () => {
    const { phone, code: first } = await patientWithCode();
    t.clock.advance(61_000);
    expect((await askCode(phone, freshIp(), '/api/users/resend-otp')).body).toEqual(SENT);
    const second = lastCode(phone);
    expect(second).not.toBe(first);
    expect((await verify(phone, first)).status).toBe(400);
    expect((await verify(phone, second)).status).toBe(200);
  });

  it('accepts the new code even when it is stamped no later than the one it replaced', async () => {
    // Two instances whose clocks differ, or one millisecond: "newest" alone would pick the dead one.
    const phone = (await insertPatient(t.db)).phone!;
    const at = t.clock.now();
    await issueCode(t.db, phone, at);
    const replacement = await issueCode(t.db, phone, new Date(at.getTime() - 1_000));
    expect(await consumeCode(t.db, phone, replacement, at)).toBe('accepted');
  });

  it('refuses a code once the account is disabled', async () => {
    const { patient, phone, code } = await patientWithCode();
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, patient.id));
    expect((await verify(phone, code)).status).toBe(400);
  });

  it('answers a number that was never sent a code like a wrong code', async () => {
    const res = await verify(unknownPhone(), '123456');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid or expired code/);
  });
});

describe('code sending limits', () => {
  it('refuses a new code within 60 s of the last one, for any number', async () => {
    const patient = await insertPatient(t.db);
    for (const phone of [patient.phone!, unknownPhone()]) {
      expect((await askCode(phone)).status).toBe(200);
      t.clock.advance(30_000);
      const early = await askCode(phone, freshIp(), '/api/users/resend-otp');
      expect(early.status).toBe(429);
      expect(Number(early.headers.get('retry-after'))).toBe(30);
      t.clock.advance(30_000);
      expect((await askCode(phone, freshIp(), '/api/users/resend-otp')).status).toBe(200);
    }
    expect(sentTo(patient.phone!)).toHaveLength(2);
  });

  it('sends at most 5 codes per number per hour', async () => {
    const patient = await insertPatient(t.db);
    for (let i = 0; i < 5; i++) {
      expect((await askCode(patient.phone!)).status).toBe(200);
      t.clock.advance(61_000);
    }
    const sixth = await askCode(patient.phone!);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(50 * 60);
    expect(sentTo(patient.phone!)).toHaveLength(5);
    t.clock.advance(60 * MINUTE);
    expect((await askCode(patient.phone!)).status).toBe(200);
    expect(sentTo(patient.phone!)).toHaveLength(6);
  });

  it('answers the 11th code request per minute from one IP with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await askCode(unknownPhone(), ip)).status).toBe(200);
    const limited = await askCode(unknownPhone(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(60);
    expect((await askCode(unknownPhone(), freshIp())).status).toBe(200);
  });

  it('counts real sends against a daily cap and stops all sending once it is reached', async () => {
    const patient = await insertPatient(t.db);
    const sendsToday = async () =>
      (
        await queryRows<{ count: number }>(
          t.db,
          sql`select count from rate_limits where key = ${otpLimitKeys.dailySends}`,
        )
      )[0]?.count ?? 0;
    const before = await sendsToday();
    await askCode(unknownPhone());
    expect(await sendsToday()).toBe(before);
    await askCode(patient.phone!);
    expect(await sendsToday()).toBe(before + 1);

    await t.db.execute(
      sql`update rate_limits set count = ${OTP_DAILY_SEND_CAP} where key = ${otpLimitKeys.dailySends}`,
    );
    const other = await insertPatient(t.db);
    for (const phone of [other.phone!, unknownPhone()]) {
      const res = await askCode(phone);
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/email and password/);
    }
    expect(sentTo(other.phone!)).toEqual([]);
    await clearLimit(t.db, otpLimitKeys.dailySends);
  });

  it('keeps the code in the outbox while WhatsApp fails, and sends it once it is back', async () => {
    const patient = await insertPatient(t.db);
    t.whatsapp.fail = true;
    try {
      expect((await askCode(patient.phone!)).body).toEqual(SENT);
      expect(sentTo(patient.phone!)).toEqual([]);
      const [waiting] = await rowsTo(patient.phone!);
      expect(waiting).toMatchObject({ to: patient.phone, attempts: 1, status: 'queued' });
      expect(waiting).toMatchObject({ errorCode: 131000 });
      // Its retry is not due yet: a pass now leaves it alone.
      await drainOutbox(t.deps);
      expect((await rowsTo(patient.phone!))[0]!.attempts).toBe(1);
    } finally {
      t.whatsapp.fail = false;
    }
    t.clock.advance(retryDelayMs(1));
    await drainOutbox(t.deps);
    expect(sentTo(patient.phone!)).toHaveLength(1);
    expect(await rowsTo(patient.phone!)).toMatchObject([
      { status: 'sent', attempts: 2, parameters: null, patientId: patient.id },
    ]);
    expect((await verify(patient.phone!, lastCode(patient.phone!))).status).toBe(200);
  });

  it('tries again while the code is valid, then marks it failed with its code wiped', async () => {
    const patient = await insertPatient(t.db);
    t.whatsapp.fail = true;
    try {
      await askCode(patient.phone!);
      let attempts = 1;
      while ((await rowsTo(patient.phone!))[0]!.status === 'queued') {
        t.clock.advance(retryDelayMs(attempts++));
        await drainOutbox(t.deps);
      }
      // Backoff up to a minute between tries, stopping before the 10 minutes are up.
      expect(attempts).toBeGreaterThan(6);
      expect(await rowsTo(patient.phone!)).toMatchObject([
        { status: 'failed', errorCode: 131000, parameters: null },
      ]);
      t.clock.advance(61_000);
      await askCode(patient.phone!);
      expect(await rowsTo(patient.phone!)).toHaveLength(2);
    } finally {
      t.whatsapp.fail = false;
    }
    // Not sent before its code expired: never sent at all.
    t.clock.advance(10 * MINUTE);
    await drainOutbox(t.deps);
    const expired = (await rowsTo(patient.phone!)).filter((row) => row.errorCode === null);
    expect(expired).toMatchObject([
      { status: 'failed', errorTitle: 'Expired before it could be sent', parameters: null },
    ]);
    expect(sentTo(patient.phone!)).toEqual([]);
  });
});

/** A code that is certainly not the phone's live one (checked against its stored HMAC). */
async function certainlyWrongCode(phone: string): Promise<string> {
  const [setting] = await t.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, OTP_SECRET_SETTING));
  const secret = Buffer.from(setting!.value, 'base64');
  const live = new Set(
    (await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))).map((r) => r.codeHash),
  );
  for (let guess = 0; ; guess++) {
    const code = String(guess).padStart(6, '0');
    const hash = createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
    if (!live.has(hash)) return code;
  }
}

describe('numbers without a patient account', () => {
  it("are counted and locked exactly as a patient's: same statuses, Retry-After and messages", async () => {
    const registered = (await insertPatient(t.db)).phone!;
    const unknown = unknownPhone();
    const traces = new Map<string, unknown[]>([
      [registered, []],
      [unknown, []],
    ]);
    const record = (phone: string, res: TestResponse) =>
      traces.get(phone)!.push([res.status, res.headers.get('retry-after'), res.body]);
    // Each step for both numbers at the same moment; only the patient's code is ever sent.
    for (const phone of traces.keys()) record(phone, await askCode(phone));
    for (let i = 0; i < 6; i++) {
      for (const phone of traces.keys()) {
        record(phone, await verify(phone, await certainlyWrongCode(phone)));
      }
    }
    t.clock.advance(61_000);
    for (const phone of traces.keys()) record(phone, await askCode(phone));
    const mine = traces.get(registered)!;
    expect(mine.map((step) => (step as unknown[])[0])).toEqual([
      200, 400, 400, 400, 400, 400, 429, 429,
    ]);
    expect((mine[6] as unknown[])[1]).toBe(String(15 * 60));
    expect(traces.get(unknown)).toEqual(mine);
    expect(sentTo(unknown)).toEqual([]);
  });
});

describe("the patient's own browser", () => {
  it('still gets a code and signs in while wrong codes from elsewhere lock the number', async () => {
    const { phone, code } = await patientWithCode();
    const browser = freshIp();
    const cookie = deviceCookieFrom(await verify(phone, code, browser));
    // Someone elsewhere asks for a code and tries wrong ones until the number is locked.
    t.clock.advance(61_000);
    expect((await askCode(phone)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await verify(phone, await certainlyWrongCode(phone))).status).toBe(400);
    }
    expect((await verify(phone, '123456')).status).toBe(429);
    expect((await askCode(phone)).status).toBe(429);
    // The patient's browser asks for its own code, which nobody elsewhere can spend or void.
    expect((await askCode(phone, browser, '/api/users/login', cookie)).status).toBe(200);
    const mine = lastCode(phone);
    expect((await verify(phone, mine)).status).toBe(429);
    const signedIn = await verify(phone, mine, browser, cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.phone).toBe(phone);
  });

  it('answers a device cookie that is forged, or names another patient, as no cookie', async () => {
    const other = await patientWithCode();
    const othersCookie = deviceCookieFrom(await verify(other.phone, other.code));
    const { phone, code } = await patientWithCode();
    const [name, value] = othersCookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const cookie of [othersCookie, forged]) {
      // Charged to the number's shared counters: its gap since the last code still applies.
      expect((await askCode(phone, freshIp(), '/api/users/login', cookie)).status).toBe(429);
    }
    expect((await verify(phone, code, freshIp(), forged)).status).toBe(200);
  });
});

describe('the WhatsApp outbox', () => {
  it('holds a waiting code only encrypted, and wipes it once sent', async () => {
    const patient = await insertPatient(t.db);
    const attempted: string[] = [];
    const send = t.whatsapp.send;
    t.whatsapp.send = async (message) => {
      if ('parameters' in message) attempted.push(message.parameters[0]!);
      return { ok: false, retry: true, code: 131000, title: 'Something went wrong' };
    };
    try {
      await askCode(patient.phone!);
    } finally {
      t.whatsapp.send = send;
    }
    const code = attempted[0]!;
    expect(code).toMatch(/^\d{6}$/);
    const dump = async () =>
      JSON.stringify(
        await Promise.all(
          ['otp_codes', 'whatsapp_outbox', 'rate_limits', 'audit_events'].map((table) =>
            queryRows(t.db, sql`select * from ${sql.identifier(table)}`),
          ),
        ),
      );
    const waiting = await rowsTo(patient.phone!);
    expect(waiting).toHaveLength(1);
    expect(await dump()).not.toContain(code);
    t.clock.advance(retryDelayMs(1));
    await drainOutbox(t.deps);
    expect(lastCode(patient.phone!)).toBe(code);
    expect(await rowsTo(patient.phone!)).toMatchObject([{ status: 'sent', parameters: null }]);
  });

  it('sends a message once when passes run at the same time, or after a lease ran out', async () => {
    const phone = (await insertPatient(t.db)).phone!;
    const expiresAt = new Date(t.clock.now().getTime() + 10 * MINUTE);
    const message = (code: string) => ({
      to: phone,
      template: 'tapalign_code' as const,
      language: 'en' as const,
      parameters: [code],
      onlyToPatient: true,
      expiresAt,
    });
    await queueWhatsApp(t.deps, message('111111'));
    // Three passes at once, beside the one the queueing itself started: whichever claims it sends.
    await Promise.all([drainOutbox(t.deps), drainOutbox(t.deps), drainOutbox(t.deps)]);
    await outboxWorker(t.deps).idle();
    expect(sentTo(phone).map((m) => m.parameters)).toEqual([['111111']]);
    // An instance that claimed a message and died: another sends it once the lease has run out.
    const leaseUntil = new Date(t.clock.now().getTime() + 30_000);
    const claimed = { ...message('x'), attempts: 1, nextAttemptAt: leaseUntil };
    await t.db.insert(whatsappOutbox).values({
      ...claimed,
      id: 'claimed-by-a-dead-instance',
      parameters: 'unreadable by anyone',
    });
    const id = 'claimed-and-readable';
    await t.db
      .insert(whatsappOutbox)
      .values({ ...claimed, id, parameters: await sealParameters(t.db, id, ['222222']) });
    await drainOutbox(t.deps);
    expect(sentTo(phone)).toHaveLength(1);
    t.clock.advance(30_000);
    await drainOutbox(t.deps);
    expect(sentTo(phone).map((m) => m.parameters)).toEqual([['111111'], ['222222']]);
    const rows = await rowsTo(phone);
    expect(rows.map((r) => [r.id === id || r.id.length === 36, r.status, r.parameters])).toEqual(
      expect.arrayContaining([
        [true, 'sent', null],
        [true, 'sent', null],
        [false, 'failed', null],
      ]),
    );
  });
});
