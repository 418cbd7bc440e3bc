/**
 * GET /api/issues/mine (docs/api.md): a patient's own open issues, newest first, in the admin
 * list's shape without contact details; closed ones and other patients' never; an admin is
 * refused (their list is GET /api/issues). A guardian's read for a child is in families.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderators } from '../../src/server/db/schema';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-01T06:00:00Z' });
  admin = await insertAdmin(t.db);
  await t.db.insert(moderators).values([{ number: '9811111111' }]);
});
afterAll(() => t.close());

const tokenOf = (user: UserRow) => tokenFor(t.db, user, t.clock.now());

async function raise(patient: UserRow, body: Record<string, unknown>) {
  const res = await t.request('POST', '/api/issue-query', {
    token: await tokenOf(patient),
    body: { pauseProgress: false, addedBy: patient.id, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const mine = async (patient: UserRow) =>
  t.request('GET', '/api/issues/mine', { token: await tokenOf(patient) });

describe('GET /api/issues/mine', () => {
  it('lists the patient’s open issues, newest first, without contact details', async () => {
    const patient = await insertPatient(t.db);
    const other = await insertPatient(t.db);
    await raise(other, { issueType: 'Pain or discomfort' });
    expect((await mine(patient)).body).toEqual({ issues: [] });

    await raise(patient, { issueType: 'Aligner not fitting properly' });
    t.clock.advance(60_000);
    await raise(patient, { issueType: 'Other (please specify)', description: 'A sharp edge' });

    const res = await mine(patient);
    expect(res.status).toBe(200);
    expect(res.body.issues).toEqual([
      {
        _id: expect.any(String),
        issueType: 'Other (please specify)',
        issueStatus: 'open',
        description: 'A sharp edge',
        pausedTreatment: false,
        createdAt: '2026-03-01T06:01:00.000Z',
        raisedBy: null,
      },
      expect.objectContaining({ issueType: 'Aligner not fitting properly', issueStatus: 'open' }),
    ]);
  });

  it('leaves out issues the clinic has closed, and says which one paused the plan', async () => {
    const patient = await insertPatient(t.db);
    await raise(patient, { issueType: 'Aligner not fitting properly' });
    const closed = await t.request('PATCH', `/api/issues/admin-patch/${patient.id}`, {
      token: await tokenOf(admin),
      body: { issueStatus: 'closed', status: 'active' },
    });
    expect(closed.status).toBe(200);
    expect((await mine(patient)).body.issues).toEqual([]);

    await raise(patient, { issueType: 'Pain or discomfort', pauseProgress: true });
    const [paused] = (await mine(patient)).body.issues;
    expect(paused).toMatchObject({ issueType: 'Pain or discomfort', pausedTreatment: true });
  });

  it('refuses an admin and a patient naming someone else', async () => {
    const patient = await insertPatient(t.db);
    const other = await insertPatient(t.db);
    expect(
      (await t.request('GET', '/api/issues/mine', { token: await tokenOf(admin) })).status,
    ).toBe(403);
    const named = await t.request('GET', `/api/issues/mine?patientId=${other.id}`, {
      token: await tokenOf(patient),
    });
    expect(named.status).toBe(403);
    expect((await t.request('GET', '/api/issues/mine')).status).toBe(401);
  });
});
