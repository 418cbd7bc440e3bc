/**
 * Families (docs/design.md §12): a parent or guardian for every patient under 18 — on the
 * record, signing in by WhatsApp code, reading and acting for their children only, and losing
 * access by itself on the child's 18th birthday in the clinic's time zone.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../src/shared/constants';
import { auditEvents, patientGuardians, users } from '../../src/server/db/schema';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';

/** 11:30 in Kolkata on 1 March 2026. */
const NOW = '2026-03-01T06:00:00Z';
/** 14 on the clinic's today. */
const TEEN_DOB = '2011-09-10';
const SENT = { message: 'If this number is registered with us, a code is on its way on WhatsApp.' };

let t: TestApp;
let admin: UserRow;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await insertAdmin(t.db);
});
beforeEach(async () => {
  t.clock.set(NOW);
  adminToken = await tokenFor(t.db, admin, new Date(NOW));
});
afterAll(() => t.close());

const nextIp = ipSequence(86);
let serial = Math.floor(Math.random() * 100_000) * 1000;
const newPhone = () => `6${String(++serial).padStart(9, '0')}`;

function patientBody(overrides: Record<string, unknown> = {}) {
  const phone = newPhone();
  return {
    name: `Teen ${phone}`,
    phone,
    email: `teen${phone}@example.com`,
    dob: TEEN_DOB,
    gender: 'female',
    link3d: 'https://plans.example.com/3d/1',
    startDate: '2026-02-01',
    aligners: 12,
    steps: 2,
    ...overrides,
  };
}
const mother = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Rao',
  phone: newPhone(),
  relationship: 'mother',
  ...overrides,
});

const register = (body: unknown) =>
  t.request('POST', '/api/users/register', { token: adminToken, body });

/** A minor registered with one guardian: the child's and the guardian's rows. */
async function childWithGuardian(guardian = mother(), overrides: Record<string, unknown> = {}) {
  const res = await register(patientBody({ guardians: [guardian], ...overrides }));
  expect(res.status).toBe(201);
  const child = res.body.user as { _id: string; name: string; guardians: { _id: string }[] };
  return { child, guardianId: child.guardians[0]!._id, guardianPhone: guardian.phone as string };
}

const sentTo = (phone: string) => t.whatsapp.messages.filter((m) => m.phone === phone);
const lastCode = (phone: string) =>
  sentTo(phone)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];

/** Signs in by WhatsApp code as the phone's owner: the answer of verify-otp. */
async function signInByCode(phone: string) {
  const ip = nextIp();
  const asked = await t.request('POST', '/api/users/login', { body: { phone }, ip });
  expect(asked.body).toEqual(SENT);
  const otp = lastCode(phone);
  return t.request('POST', '/api/users/verify-otp', { body: { phone, otp: otp ?? '000000' }, ip });
}

async function guardianToken(phone: string): Promise<string> {
  const res = await signInByCode(phone);
  expect(res.status).toBe(200);
  return res.body.authToken as string;
}

const get = (path: string, token: string) => t.request('GET', path, { token });
const currentUser = async (token: string) =>
  (await t.request('POST', '/api/users/current-user', { token })).body.user;

const auditOf = (patientId: string, action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.patientId, patientId), eq(auditEvents.action, action)));

describe('the record: a minor needs a parent or guardian', () => {
  it('refuses a patient under 18 without one, and takes one with a guardian', async () => {
    const refused = await register(patientBody());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A patient under 18 needs a parent or guardian');

    const guardian = mother();
    const res = await register(patientBody({ guardians: [guardian] }));
    expect(res.status).toBe(201);
    expect(res.body.user.guardians).toEqual([
      { _id: expect.any(String), name: 'Priya Rao', phone: guardian.phone, relationship: 'mother' },
    ]);
    const list = await get(`/api/users?q=${res.body.user.phone}`, adminToken);
    expect(list.body.users[0].guardians).toEqual(res.body.user.guardians);
  });

  it('needs no guardian for an adult, and 18 exactly is an adult', async () => {
    expect((await register(patientBody({ dob: '2008-03-01' }))).status).toBe(201);
    expect((await register(patientBody({ dob: '2008-03-02' }))).status).toBe(400);
  });

  it('takes at most two, each with a phone of their own, by the patient rules', async () => {
    const three = [mother(), mother({ relationship: 'father' }), mother()];
    expect((await register(patientBody({ guardians: three }))).status).toBe(400);
    const phone = newPhone();
    const twins = [mother({ phone }), mother({ phone, relationship: 'father' })];
    expect((await register(patientBody({ guardians: twins }))).status).toBe(400);
    const badPhone = await register(patientBody({ guardians: [mother({ phone: '12345' })] }));
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.issues).toContainEqual({
      path: 'guardians.0.phone',
      message: 'Mobile number must be 10 digits',
    });
    const badRelation = await register(
      patientBody({ guardians: [mother({ relationship: 'aunt' })] }),
    );
    expect(badRelation.status).toBe(400);
  });

  it('refuses an edit that makes an adult a minor without a guardian', async () => {
    const adult = await register(patientBody({ dob: '1990-01-01' }));
    const path = `/api/users/update/${adult.body.user._id}`;
    const refused = await t.request('PATCH', path, { token: adminToken, body: { dob: TEEN_DOB } });
    expect(refused.status).toBe(400);
    const guardians = [mother()];
    const res = await t.request('PATCH', path, {
      token: adminToken,
      body: { dob: TEEN_DOB, guardians },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.guardians).toHaveLength(1);
  });

  it('adds and removes guardians, never leaving a minor with none', async () => {
    const { child, guardianId } = await childWithGuardian();
    const base = `/api/users/${child._id}/guardians`;
    const father = mother({ name: 'Ravi Rao', relationship: 'father' });
    const added = await t.request('POST', base, { token: adminToken, body: father });
    expect(added.status).toBe(201);
    expect(added.body.guardian).toMatchObject({ name: 'Ravi Rao', relationship: 'father' });
    const third = await t.request('POST', base, { token: adminToken, body: mother() });
    expect(third.status).toBe(400);

    const removed = await t.request('DELETE', `${base}/${added.body.guardian._id}`, {
      token: adminToken,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Guardian removed.' });
    // The father followed no other patient: his row is gone.
    const [gone] = await t.db.select().from(users).where(eq(users.id, added.body.guardian._id));
    expect(gone).toBeUndefined();

    const last = await t.request('DELETE', `${base}/${guardianId}`, { token: adminToken });
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('A patient under 18 needs a parent or guardian');
    expect(await auditOf(child._id, 'guardian.add')).toHaveLength(1);
    expect(await auditOf(child._id, 'guardian.remove')).toHaveLength(1);
  });

  it('lets only an admin change guardians', async () => {
    const { child, guardianPhone } = await childWithGuardian();
    const token = await guardianToken(guardianPhone);
    const res = await t.request('POST', `/api/users/${child._id}/guardians`, {
      token,
      body: mother(),
    });
    expect(res.status).toBe(403);
  });
});

describe('signing in as a guardian', () => {
  it('sends a code to a guardian of a minor and signs them in with their children', async () => {
    const guardian = mother();
    const { child } = await childWithGuardian(guardian);
    const res = await signInByCode(guardian.phone);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      _id: expect.any(String),
      name: 'Priya Rao',
      phone: guardian.phone,
      role: 'guardian',
      children: [{ _id: child._id, name: child.name }],
      language: null,
      whatsappReminders: false,
    });
    expect(await currentUser(res.body.authToken)).toEqual(res.body.user);
    const [signIn] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actorId, res.body.user._id), eq(auditEvents.action, 'sign-in.code')),
      );
    expect(signIn).toMatchObject({ actorRole: 'guardian', actorName: 'Priya Rao' });
  });

  it('answers an unknown number the same and sends it nothing', async () => {
    const phone = newPhone();
    const res = await signInByCode(phone);
    expect(sentTo(phone)).toEqual([]);
    expect(res.status).toBe(400);
  });

  it('sends nothing to a guardian whose only child has turned 18', async () => {
    const guardian = mother();
    await childWithGuardian(guardian, { dob: '1990-01-01' });
    const res = await signInByCode(guardian.phone);
    expect(sentTo(guardian.phone)).toEqual([]);
    expect(res.status).toBe(400);
  });

  it('signs a number that is a patient and a guardian in as the patient, with the children', async () => {
    const parent = await register(patientBody({ name: 'Meera Patient', dob: '1985-04-04' }));
    const { child } = await childWithGuardian(
      mother({ name: 'ignored', phone: parent.body.user.phone }),
    );
    const res = await signInByCode(parent.body.user.phone);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      _id: parent.body.user._id,
      role: 'patient',
      name: 'Meera Patient',
      children: [{ _id: child._id, name: child.name }],
    });
    const timeline = await get(`/api/timeline?patientId=${child._id}`, res.body.authToken);
    expect(timeline.status).toBe(200);
    // Their own reads are as before.
    expect((await get('/api/timeline', res.body.authToken)).status).toBe(200);
  });

  it('makes a guardian who becomes a patient one person, keeping the children', async () => {
    const guardian = mother();
    const { child, guardianId } = await childWithGuardian(guardian);
    const res = await register(patientBody({ phone: guardian.phone, dob: '1980-01-01' }));
    expect(res.status).toBe(201);
    const [old] = await t.db.select().from(users).where(eq(users.id, guardianId));
    expect(old).toBeUndefined();
    const token = await guardianToken(guardian.phone);
    expect(await currentUser(token)).toMatchObject({
      _id: res.body.user._id,
      role: 'patient',
      children: [{ _id: child._id, name: child.name }],
    });
  });
});

describe('reading and acting for a child', () => {
  it('reads the child’s timeline, wear, check-ins, switches, open issues and profile, and nobody else’s', async () => {
    const { child, guardianPhone } = await childWithGuardian();
    const other = await insertPatient(t.db);
    const token = await guardianToken(guardianPhone);
    for (const path of [
      '/api/timeline',
      '/api/wear',
      '/api/check-ins',
      '/api/aligner-switches',
      '/api/issues/mine',
    ]) {
      expect((await get(`${path}?patientId=${child._id}`, token)).status, path).toBe(200);
      expect((await get(`${path}?patientId=${other.id}`, token)).status, path).toBe(403);
      expect((await get(path, token)).status, path).toBe(403);
    }
    const profile = await get(`/api/users/${child._id}/profile`, token);
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ _id: child._id, role: 'patient', currentAligner: 3 });
    expect((await get(`/api/users/${other.id}/profile`, token)).status).toBe(403);
    // Admin routes.
    expect((await get('/api/users', token)).status).toBe(403);
    expect((await get(`/api/timeline/${child._id}`, token)).status).toBe(403);
    expect((await get('/api/issues', token)).status).toBe(403);
  });

  it('follows siblings with one sign-in, eldest first and twins by name', async () => {
    const guardian = mother();
    const sibling = (name: string, dob: string) =>
      childWithGuardian(mother({ phone: guardian.phone, name: 'Priya R' }), { name, dob });
    const youngest = await sibling('Anu Rao', '2014-01-20');
    const twinB = await sibling('Zoya Rao', '2012-05-01');
    const twinA = await sibling('Meera Rao', '2012-05-01');
    expect(new Set([youngest, twinA, twinB].map((each) => each.guardianId)).size).toBe(1);
    const token = await guardianToken(guardian.phone);
    const me = await currentUser(token);
    expect(me.name).toBe('Priya R');
    expect(me.children.map((c: { name: string }) => c.name)).toEqual([
      'Meera Rao',
      'Zoya Rao',
      'Anu Rao',
    ]);
    for (const { child } of [youngest, twinA, twinB])
      expect((await get(`/api/wear?patientId=${child._id}`, token)).status).toBe(200);
  });

  it('confirms the child’s switch and raises an issue the clinic sees as theirs', async () => {
    const { child, guardianId, guardianPhone } = await childWithGuardian();
    const token = await guardianToken(guardianPhone);
    const confirmed = await t.request('POST', '/api/aligner-switches', {
      token,
      body: { aligner: 3, patientId: child._id },
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.switch).toMatchObject({ aligner: 3 });
    const [switchEvent] = await auditOf(child._id, 'aligner.switch');
    expect(switchEvent).toMatchObject({ actorId: guardianId, actorRole: 'guardian' });

    const raised = await t.request('POST', '/api/issue-query', {
      token,
      body: { issueType: 'Pain or discomfort', addedBy: child._id },
    });
    expect(raised.status).toBe(201);
    const issues = (await get('/api/issues', adminToken)).body.issues as {
      addedBy: { _id: string };
      raisedBy: { _id: string; name: string } | null;
    }[];
    const issue = issues.find((i) => i.addedBy._id === child._id);
    expect(issue?.raisedBy).toEqual({ _id: guardianId, name: 'Priya Rao' });
    const [issueEvent] = await auditOf(child._id, 'issue.raise');
    expect(issueEvent).toMatchObject({ actorId: guardianId, actorRole: 'guardian' });

    const other = await insertPatient(t.db);
    const refused = await t.request('POST', '/api/issue-query', {
      token,
      body: { issueType: 'Pain or discomfort', addedBy: other.id },
    });
    expect(refused.status).toBe(403);
    const switchRefused = await t.request('POST', '/api/aligner-switches', {
      token,
      body: { aligner: 3, patientId: other.id },
    });
    expect(switchRefused.status).toBe(403);
  });

  it('agrees to the notice for the child, who cannot alone; exports, asks to erase and withdraws', async () => {
    const { child, guardianId, guardianPhone } = await childWithGuardian();
    const [childRow] = await t.db.select().from(users).where(eq(users.id, child._id));
    const childToken = await tokenFor(t.db, childRow!, new Date(NOW));
    const own = await t.request('POST', '/api/users/me/consent', {
      token: childToken,
      body: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Your parent or guardian agrees to this notice');
    expect(await currentUser(childToken)).toMatchObject({
      consent: null,
      guardians: [{ name: 'Priya Rao', relationship: 'mother' }],
    });

    const token = await guardianToken(guardianPhone);
    const agreed = await t.request('POST', `/api/users/${child._id}/consent`, {
      token,
      body: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(agreed.status).toBe(201);
    expect((await currentUser(childToken)).consent).toMatchObject({
      version: PRIVACY_NOTICE_VERSION,
    });
    const [consentEvent] = await auditOf(child._id, 'consent.agree');
    expect(consentEvent).toMatchObject({ actorId: guardianId, actorRole: 'guardian' });

    const zip = await get(`/api/users/${child._id}/export`, token);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const [exportEvent] = await auditOf(child._id, 'data.export');
    expect(exportEvent).toMatchObject({ actorId: guardianId });

    const erasure = await t.request('POST', `/api/users/${child._id}/erasure-request`, {
      token,
      body: { reason: '' },
    });
    expect(erasure.status).toBe(201);
    const [erasureEvent] = await auditOf(child._id, 'erasure.request');
    expect(erasureEvent).toMatchObject({ actorId: guardianId });
    const withdrawn = await t.request('DELETE', `/api/users/${child._id}/erasure-request`, {
      token,
    });
    expect(withdrawn.status).toBe(204);
    expect((await currentUser(childToken)).erasureRequestedAt).toBeNull();
    const [withdrawEvent] = await auditOf(child._id, 'erasure.withdraw');
    expect(withdrawEvent).toMatchObject({ actorId: guardianId, actorRole: 'guardian' });

    const other = await insertPatient(t.db);
    for (const path of [`/api/users/${other.id}/consent`, `/api/users/${other.id}/erasure-request`])
      expect((await t.request('POST', path, { token, body: {} })).status).not.toBe(201);
    const notTheirs = await t.request('DELETE', `/api/users/${other.id}/erasure-request`, {
      token,
    });
    expect(notTheirs.status).toBe(403);
    expect((await get(`/api/users/${other.id}/export`, token)).status).toBe(403);
  });
});

describe('the 18th birthday, in the clinic’s time zone', () => {
  it('ends the guardian’s access at midnight in Kolkata, and the patient agrees themselves', async () => {
    // 18 on 2 March 2026: midnight in Kolkata is 18:30 UTC on 1 March.
    const { child, guardianPhone } = await childWithGuardian(mother(), { dob: '2008-03-02' });
    const token = await guardianToken(guardianPhone);
    const agreed = await t.request('POST', `/api/users/${child._id}/consent`, {
      token,
      body: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(agreed.status).toBe(201);
    const [childRow] = await t.db.select().from(users).where(eq(users.id, child._id));
    const childToken = await tokenFor(t.db, childRow!, new Date(NOW));

    t.clock.set('2026-03-01T18:29:59Z');
    expect((await get(`/api/wear?patientId=${child._id}`, token)).status).toBe(200);
    expect((await currentUser(token)).children).toEqual([{ _id: child._id, name: child.name }]);

    t.clock.set('2026-03-01T18:30:00Z');
    expect((await get(`/api/wear?patientId=${child._id}`, token)).status).toBe(403);
    expect((await get(`/api/users/${child._id}/profile`, token)).status).toBe(403);
    expect((await currentUser(token)).children).toEqual([]);
    // The mother's consent was for a minor: the adult is asked, and may now agree.
    const adult = await currentUser(childToken);
    expect(adult.consent).toBeNull();
    expect(adult.guardians).toBeUndefined();
    const own = await t.request('POST', '/api/users/me/consent', {
      token: childToken,
      body: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(own.status).toBe(201);
    // No more codes for the guardian of an adult only.
    const before = sentTo(guardianPhone).length;
    await t.request('POST', '/api/users/login', { body: { phone: guardianPhone }, ip: nextIp() });
    expect(sentTo(guardianPhone)).toHaveLength(before);
  });
});

describe('deleting a patient', () => {
  it('removes the links, and a guardian left with no children', async () => {
    const guardian = mother();
    const first = await childWithGuardian(guardian);
    const second = await childWithGuardian(mother({ phone: guardian.phone }));
    const remove = (id: string) =>
      t.request('DELETE', `/api/users/delete/${id}`, { token: adminToken });

    expect((await remove(first.child._id)).status).toBe(200);
    const links = await t.db
      .select()
      .from(patientGuardians)
      .where(eq(patientGuardians.patientId, first.child._id));
    expect(links).toEqual([]);
    const [stillThere] = await t.db.select().from(users).where(eq(users.id, first.guardianId));
    expect(stillThere?.role).toBe('guardian');

    expect((await remove(second.child._id)).status).toBe(200);
    const [gone] = await t.db.select().from(users).where(eq(users.id, first.guardianId));
    expect(gone).toBeUndefined();
  });

  it('keeps a deleted patient a guardian of their children', async () => {
    const parent = await register(patientBody({ name: 'Anil Parent', dob: '1980-02-02' }));
    const { child } = await childWithGuardian(
      mother({ phone: parent.body.user.phone, relationship: 'father' }),
    );
    const removed = await t.request('DELETE', `/api/users/delete/${parent.body.user._id}`, {
      token: adminToken,
    });
    expect(removed.status).toBe(200);
    const record = await get(`/api/users?q=${child.name}`, adminToken);
    expect(record.body.users[0].guardians).toEqual([
      {
        _id: expect.any(String),
        name: 'Anil Parent',
        phone: parent.body.user.phone,
        relationship: 'father',
      },
    ]);
  });
});
