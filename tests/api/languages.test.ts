/**
 * The patient's language (docs/design.md §8): kept on the account by PATCH /api/users/me, returned
 * by current-user, and used for the API's messages, the WhatsApp login code and the pushes. A
 * visitor's messages follow the `tapalign-lang` cookie; staff read English.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema';
import { runReminderCheck } from '../../src/server/services/reminders';
import type { Language } from '../../src/shared/languages';
import { insertAdmin, insertPatient, reloadUser, tokenFor } from '../factories/users';
import type { FakePushService } from '../support/fake-push-service';
import { createTestAppWithPush, ipSequence, type TestApp } from '../support/test-app';

/** Clinic time is Asia/Kolkata (UTC+5:30): 03:30 UTC is 09:00 at the clinic. */
const NINE_AM = '2026-01-15T03:30:00Z';

let t: TestApp;
let push: FakePushService;
beforeAll(async () => {
  ({ app: t, push } = await createTestAppWithPush({ now: NINE_AM }));
});
afterAll(() => t.close());

const freshIp = ipSequence(40);
const lang = (language: Language) => ({ Cookie: `tapalign-lang=${language}` });

async function signedInPatient(language: Language | null = null) {
  const patient = await insertPatient(t.db, { language });
  return { patient, token: await tokenFor(t.db, patient, t.clock.now()) };
}

describe('PATCH /api/users/me', () => {
  it("keeps the patient's language, which current-user then returns", async () => {
    const { patient, token } = await signedInPatient();
    const before = await t.request('POST', '/api/users/current-user', { token });
    expect(before.body.user.language).toBeNull();

    const res = await t.request('PATCH', '/api/users/me', { token, body: { language: 'mr' } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: patient.id, role: 'patient', language: 'mr' });
    expect((await reloadUser(t.db, patient.id))?.language).toBe('mr');

    const after = await t.request('POST', '/api/users/current-user', { token });
    expect(after.body.user).toEqual(res.body.user);
  });

  it('changes only the language: any other field is refused with 400', async () => {
    const { patient, token } = await signedInPatient('hi');
    const res = await t.request('PATCH', '/api/users/me', {
      token,
      body: { language: 'en', name: 'Someone else' },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'name', message: 'अनजान फ़ील्ड "name"' });
    const english = await t.request('PATCH', '/api/users/me', {
      token,
      body: { email: 'new@example.com' },
      headers: lang('en'),
    });
    expect(english.status).toBe(400);
    expect(await reloadUser(t.db, patient.id)).toMatchObject({
      language: 'hi',
      name: patient.name,
      email: patient.email,
    });
  });

  it('refuses a language TapAlign is not in, and a body without one', async () => {
    const { token } = await signedInPatient();
    const bad = await t.request('PATCH', '/api/users/me', { token, body: { language: 'fr' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'language: Choose English, Hindi or Marathi',
      issues: [{ path: 'language', message: 'Choose English, Hindi or Marathi' }],
    });
    const empty = await t.request('PATCH', '/api/users/me', { token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Give language or whatsappReminders');
  });

  it('is for signed-in patients only', async () => {
    expect((await t.request('PATCH', '/api/users/me', { body: { language: 'hi' } })).status).toBe(
      401,
    );
    const admin = await insertAdmin(t.db);
    const token = await tokenFor(t.db, admin, t.clock.now());
    const res = await t.request('PATCH', '/api/users/me', { token, body: { language: 'hi' } });
    expect(res.status).toBe(403);
  });
});

describe("the API's messages", () => {
  const badIssue = (token: string, headers?: Record<string, string>) =>
    t.request('POST', '/api/issue-query', {
      token,
      headers,
      body: { issueType: 'Something else', addedBy: '00000000-0000-4000-8000-000000000000' },
    });

  it("answers a signed-in patient in their account's language, whatever the browser says", async () => {
    const { token } = await signedInPatient('mr');
    const res = await badIssue(token, { ...lang('hi'), 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({
      path: 'issueType',
      message: 'कृपया समस्येचा प्रकार निवडा',
    });
    expect(res.body.message).toBe('issueType: कृपया समस्येचा प्रकार निवडा');
  });

  it("answers a visitor in the cookie's language, then Accept-Language, else English", async () => {
    const verify = (headers: Record<string, string>) =>
      t.request('POST', '/api/users/verify-otp', {
        body: { phone: '12345', otp: '123456' },
        headers,
        ip: freshIp(),
      });
    expect((await verify(lang('mr'))).body.issues).toEqual([
      { path: 'phone', message: 'मोबाइल नंबर 10 अंकी असावा' },
    ]);
    expect((await verify({ 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' })).body.issues).toEqual([
      { path: 'phone', message: 'मोबाइल नंबर 10 अंकों का होना चाहिए' },
    ]);
    expect((await verify({})).body).toEqual({
      message: 'phone: Mobile number must be 10 digits',
      issues: [{ path: 'phone', message: 'Mobile number must be 10 digits' }],
    });
    const signIn = await t.request('POST', '/api/users/login', {
      body: { email: 'nobody@example.com', password: 'wrong password' },
      headers: lang('mr'),
      ip: freshIp(),
    });
    expect(signIn.status).toBe(401);
    expect(signIn.body.message).toBe('ईमेल किंवा पासवर्ड चुकीचा आहे');
  });

  it('says the ten-digit mobile rule in one wording on sign-in and contact, in each language', async () => {
    const contact = (language: Language) =>
      t.request('POST', '/api/contact', {
        body: { name: 'Asha', mobile: '98765', email: 'asha@example.com' },
        headers: lang(language),
        ip: freshIp(),
      });
    const signIn = (language: Language) =>
      t.request('POST', '/api/users/login', {
        body: { phone: '98765' },
        headers: lang(language),
        ip: freshIp(),
      });
    for (const [language, message] of [
      ['en', 'Mobile number must be 10 digits'],
      ['hi', 'मोबाइल नंबर 10 अंकों का होना चाहिए'],
      ['mr', 'मोबाइल नंबर 10 अंकी असावा'],
    ] as const) {
      for (const res of [await contact(language), await signIn(language)]) {
        expect(res.status).toBe(400);
        expect(res.body.issues).toEqual([{ path: expect.any(String), message }]);
      }
    }
  });

  it('keeps English for staff, whatever their browser is set to', async () => {
    const admin = await insertAdmin(t.db);
    const token = await tokenFor(t.db, admin, t.clock.now());
    const refused = await t.request('PATCH', '/api/users/me', {
      token,
      body: { language: 'hi' },
      headers: lang('hi'),
    });
    expect(refused.body).toEqual({ message: 'You are not allowed to do this' });
    const invalid = await t.request('POST', '/api/misc', {
      token,
      body: {},
      headers: lang('mr'),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/^\w+ is required$/);
  });
});

describe('the WhatsApp login code', () => {
  const codeFor = async (language: Language | null, headers: Record<string, string> = {}) => {
    const patient = await insertPatient(t.db, { language });
    const res = await t.request('POST', '/api/users/login', {
      body: { phone: patient.phone },
      headers,
      ip: freshIp(),
    });
    expect(res.status).toBe(200);
    const text = t.whatsapp.messages.filter((m) => m.phone === patient.phone).at(-1)?.text ?? '';
    return text.replace(/\b\d{6}\b/, '<code>');
  };

  it("is sent in the patient's language", async () => {
    expect(await codeFor('hi')).toBe(
      '<code> आपका सत्यापन कोड है। अपनी सुरक्षा के लिए, यह कोड किसी के साथ साझा न करें। यह कोड 10 मिनट में समाप्त हो जाएगा।',
    );
    expect(await codeFor('mr', lang('hi'))).toBe(
      '<code> हा तुमचा पडताळणी कोड आहे. तुमच्या सुरक्षिततेसाठी, हा कोड कोणालाही सांगू नका. हा कोड 10 मिनिटांत संपेल.',
    );
    expect(await codeFor('en', lang('mr'))).toBe(
      '<code> is your verification code. For your security, do not share this code. This code expires in 10 minutes.',
    );
  });

  it('follows the page it was asked from when the account has no language', async () => {
    const res = await t.request('POST', '/api/users/login', {
      body: { phone: '9999999999' },
      headers: lang('mr'),
      ip: freshIp(),
    });
    expect(res.body.message).toBe('हा नंबर आमच्याकडे नोंदवलेला असल्यास, WhatsApp वर कोड पाठवला जात आहे.');
    expect(await codeFor(null, lang('hi'))).toMatch(/^<code> आपका सत्यापन कोड है।/);
    expect(await codeFor(null)).toMatch(/^<code> is your verification code\./);
  });
});

describe('pushes', () => {
  it('remind each patient of their change day in their own language', async () => {
    const subscribed = async (language: Language | null, name: string) => {
      const patient = await insertPatient(t.db, { startDate: '2026-01-01', language });
      const sub = push.subscribe(name, []);
      await t.db
        .insert(pushSubscriptions)
        .values({ userId: patient.id, endpoint: sub.endpoint, ...sub.keys });
      return patient;
    };
    const hindi = await subscribed('hi', 'lang-hi');
    await subscribed('mr', 'lang-mr');
    await subscribed(null, 'lang-none');
    await runReminderCheck(t.deps);
    const payloadOf = (name: string) => push.for(name)[0]?.payload;
    expect(payloadOf('lang-hi')).toEqual({
      title: 'अलाइनर बदलने का समय',
      body: 'आज 10 में से अलाइनर 2 लगाएँ।',
      url: '/dashboard?aligner=2',
      tag: 'aligner-2',
    });
    expect(payloadOf('lang-mr')).toEqual({
      title: 'अलाइनर बदलण्याची वेळ',
      body: 'आज 10 पैकी अलाइनर 2 लावा.',
      url: '/dashboard?aligner=2',
      tag: 'aligner-2',
    });
    expect(payloadOf('lang-none')).toEqual({
      title: 'Time to switch aligners',
      body: 'Put in aligner 2 of 10 today.',
      url: '/dashboard?aligner=2',
      tag: 'aligner-2',
    });
    expect(push.errors).toEqual([]);
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, hindi.id));
  });
});
