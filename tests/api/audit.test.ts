/**
 * The audit trail: every admin change to a patient and every sign-in is recorded with who,
 * when and what changed, never a secret, and only admins can read it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../src/shared/api-types';
import { AUDIT_PAGE_SIZE, AUDIT_REDACTED } from '../../src/shared/schemas/audit';
import { auditEvents, users } from '../../src/server/db/schema';
import { insertAdmin, insertPatient, TEST_PASSWORD, tokenFor } from '../factories/users';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';

const NOW = '2026-03-01T06:00:00Z';
let t: TestApp;
let admin: Awaited<ReturnType<typeof insertAdmin>>;
let adminToken: string;
const freshIp = ipSequence(41);

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await insertAdmin(t.db);
  adminToken = await tokenFor(t.db, admin, new Date(NOW));
});
afterAll(() => t.close());

const trail = async (patientId: string) => {
  const res = await t.request<{ events: AuditEvent[] }>(
    'GET',
    `/api/audit?patientId=${patientId}`,
    {
      token: adminToken,
    },
  );
  expect(res.status).toBe(200);
  return res.body.events;
};
const adminActor = () => ({ _id: admin.id, name: admin.name, role: 'admin' });

let serial = 0;
const newPatient = () => {
  serial++;
  return {
    name: `Audited Patient ${serial}`,
    phone: `83${String(serial).padStart(8, '0')}`,
    email: `audited${serial}@example.com`,
    password: 'a long and unusual passphrase',
    dob: '1990-02-03',
    gender: 'female',
    link3d: 'https://example.com/plan',
    startDate: '2026-02-01',
    aligners: 10,
  };
};

describe('admin changes to a patient', () => {
  it('records register, edit (old and new values), close issue and delete, newest first', async () => {
    const created = await t.request('POST', '/api/users/register', {
      token: adminToken,
      body: newPatient(),
    });
    expect(created.status).toBe(201);
    const id = created.body.user._id as string;
    await t.request('PATCH', `/api/users/update/${id}`, {
      token: adminToken,
      body: { aligners: 14, name: 'Renamed Patient', password: 'another unusual passphrase' },
    });
    const patientToken = await tokenFor(
      t.db,
      (await t.db.select().from(users).where(eq(users.id, id)))[0]!,
      new Date(NOW),
    );
    const raised = await t.request('POST', '/api/issue-query', {
      token: patientToken,
      body: { issueType: 'Pain or discomfort', pauseProgress: true, addedBy: id },
    });
    expect(raised.status).toBe(201);
    const closed = await t.request('PATCH', `/api/issues/admin-patch/${id}`, {
      token: adminToken,
      body: { issueStatus: 'closed', status: 'active' },
    });
    expect(closed.status).toBe(200);
    const [close, update, register] = await trail(id);
    expect(register!.changes).toMatchObject({
      name: { old: null, new: 'Audited Patient 1' },
      aligners: { old: null, new: 10 },
      steps: { old: null, new: 2 },
      passwordHash: { old: AUDIT_REDACTED, new: AUDIT_REDACTED },
    });
    expect(update!.changes).toEqual({
      name: { old: 'Audited Patient 1', new: 'Renamed Patient' },
      aligners: { old: 10, new: 14 },
      passwordHash: { old: AUDIT_REDACTED, new: AUDIT_REDACTED },
    });
    expect(close!.changes).toEqual({
      closedIssues: { old: null, new: [expect.any(String)] },
      resumedDate: { old: null, new: '2026-03-01' },
    });
    expect(
      (await t.request('DELETE', `/api/users/delete/${id}`, { token: adminToken })).status,
    ).toBe(200);

    // Erased: the events stay, without what they said about the patient.
    const events = await trail(id);
    expect(events.map((e) => e.action)).toEqual([
      'patient.delete',
      'issue.close',
      'patient.update',
      'patient.register',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        actor: adminActor(),
        patientId: id,
        at: new Date(NOW).toISOString(),
      });
      expect(event.changes).toBeUndefined();
    }
    // No hash, password or token anywhere in the trail.
    const stored = JSON.stringify(await t.db.select().from(auditEvents));
    expect(stored).not.toMatch(/scrypt|passphrase/);
    expect(stored).not.toContain(patientToken.split('.')[1]);
  });

  it('records nothing for a change that failed', async () => {
    const patient = await insertPatient(t.db);
    const other = await insertPatient(t.db);
    const clash = await t.request('PATCH', `/api/users/update/${patient.id}`, {
      token: adminToken,
      body: { email: other.email },
    });
    expect(clash.status).toBe(409);
    expect(await trail(patient.id)).toEqual([]);
  });
});

describe('sign-ins', () => {
  it('records successful and failed password sign-ins, without the password', async () => {
    const patient = await insertPatient(t.db);
    const login = (password: string) =>
      t.request('POST', '/api/users/login', {
        body: { email: patient.email, password },
        ip: freshIp(),
      });
    expect((await login('not the right password')).status).toBe(401);
    expect((await login(TEST_PASSWORD)).status).toBe(200);
    const events = await trail(patient.id);
    expect(events.map((e) => e.action)).toEqual(['sign-in.password', 'sign-in.password.failed']);
    const actor = { _id: patient.id, name: patient.name, role: 'patient' };
    expect(events.every((e) => JSON.stringify(e.actor) === JSON.stringify(actor))).toBe(true);
    expect(JSON.stringify(events)).not.toContain('not the right password');
  });

  it('records a failed sign-in by an unknown address with no actor', async () => {
    const res = await t.request('POST', '/api/users/login', {
      body: { email: 'nobody-here@example.com', password: 'whatever it is 123' },
      ip: freshIp(),
    });
    expect(res.status).toBe(401);
    const all = await t.request<{ events: AuditEvent[] }>('GET', '/api/audit', {
      token: adminToken,
    });
    expect(
      all.body.events.find((e) => e.action === 'sign-in.password.failed' && e.actor === null),
    ).toBeDefined();
  });

  it('records code sign-ins, right and wrong, without the code', async () => {
    const patient = await insertPatient(t.db);
    await t.request('POST', '/api/users/login', { body: { phone: patient.phone }, ip: freshIp() });
    const code = t.whatsapp.messages.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const verify = (otp: string) =>
      t.request('POST', '/api/users/verify-otp', {
        body: { phone: patient.phone, otp },
        ip: freshIp(),
      });
    expect((await verify(wrong)).status).toBe(400);
    expect((await verify(code)).status).toBe(200);
    const events = await trail(patient.id);
    expect(events.map((e) => e.action)).toEqual(['sign-in.code', 'sign-in.code.failed']);
    expect(JSON.stringify(events)).not.toContain(code);
  });
});

describe('GET /api/audit', () => {
  it('is for admins only, and refuses a bad patient id or page', async () => {
    const patient = await insertPatient(t.db);
    const patientToken = await tokenFor(t.db, patient, new Date(NOW));
    expect((await t.request('GET', '/api/audit')).status).toBe(401);
    expect((await t.request('GET', '/api/audit', { token: patientToken })).status).toBe(403);
    for (const query of ['patientId=nope', 'page=0', 'page=x', 'extra=1']) {
      const res = await t.request('GET', `/api/audit?${query}`, { token: adminToken });
      expect(res.status, query).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it(`pages by ${AUDIT_PAGE_SIZE}, newest first`, async () => {
    const patient = await insertPatient(t.db);
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i++) {
      t.clock.advance(1000);
      await t.request('PATCH', `/api/users/update/${patient.id}`, {
        token: adminToken,
        body: { aligners: 20 + i },
      });
    }
    const read = async (page: number) =>
      (
        await t.request<{ events: AuditEvent[] }>(
          'GET',
          `/api/audit?patientId=${patient.id}&page=${page}`,
          { token: adminToken },
        )
      ).body.events;
    const [first, second] = [await read(1), await read(2)];
    expect(first).toHaveLength(AUDIT_PAGE_SIZE);
    expect(second).toHaveLength(3);
    expect(first[0]!.changes).toEqual({
      aligners: { old: 20 + AUDIT_PAGE_SIZE + 1, new: 20 + AUDIT_PAGE_SIZE + 2 },
    });
    expect(second.at(-1)!.changes).toEqual({ aligners: { old: 10, new: 20 } });
  });
});
