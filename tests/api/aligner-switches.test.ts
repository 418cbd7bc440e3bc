/** POST / GET /api/aligner-switches (docs/design.md §2): the NFC tap-to-confirm and its rules. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alignerSwitches, pauses } from '../../src/server/db/schema';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

/** 11:30 in Kolkata on the given clinic day. */
const at = (day: string) => `${day}T06:00:00Z`;

let t: TestApp;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp({ now: at('2026-01-15') });
  admin = await insertAdmin(t.db);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(at('2026-01-15')));

const tokenOf = (user: UserRow) => tokenFor(t.db, user, t.clock.now());
/** Starts 2026-01-01, 10 aligners of 2 weeks: aligner 2 is due 2026-01-15, aligner 3 2026-01-29. */
const newPatient = () => insertPatient(t.db, { startDate: '2026-01-01', aligners: 10, steps: 2 });
const confirm = async (patient: UserRow, aligner: unknown) =>
  t.request('POST', '/api/aligner-switches', {
    token: await tokenOf(patient),
    body: { aligner },
  });
const listOwn = async (patient: UserRow) =>
  t.request('GET', '/api/aligner-switches', { token: await tokenOf(patient) });

describe('POST /api/aligner-switches', () => {
  it('records today’s aligner on its change day as on time', async () => {
    const patient = await newPatient();
    const res = await confirm(patient, 2);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      switch: { aligner: 2, switchedOn: '2026-01-15', dueOn: '2026-01-15', lateByDays: 0 },
    });
    expect((await listOwn(patient)).body).toEqual({ switches: [res.body.switch] });
  });

  it('records a switch made days after the change day as late by those days', async () => {
    const patient = await newPatient();
    t.clock.set(at('2026-01-18'));
    const res = await confirm(patient, 2);
    expect(res.status).toBe(201);
    expect(res.body.switch).toEqual({
      aligner: 2,
      switchedOn: '2026-01-18',
      dueOn: '2026-01-15',
      lateByDays: 3,
    });
  });

  it('takes the change day in clinic time: 19:00 UTC is already the next day in Kolkata', async () => {
    const patient = await newPatient();
    t.clock.set('2026-01-28T19:00:00Z');
    const res = await confirm(patient, 3);
    expect(res.status).toBe(201);
    expect(res.body.switch.switchedOn).toBe('2026-01-29');
  });

  it('refuses a later aligner as not due yet, with its start date', async () => {
    const patient = await newPatient();
    const res = await confirm(patient, 3);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Aligner 3 is not due yet');
    expect(res.body.issues).toEqual([
      { path: 'aligner', message: 'Aligner 3 starts on 29 Jan 2026' },
    ]);
  });

  it('writes that start date as the patient’s language writes a date', async () => {
    const patient = await newPatient();
    const res = await t.request('POST', '/api/aligner-switches', {
      token: await tokenOf(patient),
      headers: { 'Accept-Language': 'hi' },
      body: { aligner: 3 },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'aligner', message: 'अलाइनर 3 29 जन॰ 2026 से शुरू होगा' },
    ]);
  });

  it('refuses an earlier aligner, naming the current one', async () => {
    const patient = await newPatient();
    const res = await confirm(patient, 1);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Aligner 1 is already done: aligner 2 is your current one');
  });

  it('refuses any aligner before the treatment starts and past the plan’s last', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-02-01', aligners: 4 });
    expect((await confirm(patient, 1)).body.message).toBe('Aligner 1 is not due yet');
    const res = await confirm(patient, 5);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your plan has 4 aligners');
  });

  it('refuses a second confirmation of the same aligner with 409, also when sent at once', async () => {
    const patient = await newPatient();
    const token = await tokenOf(patient);
    const send = () => t.request('POST', '/api/aligner-switches', { token, body: { aligner: 2 } });
    const results = await Promise.all([send(), send(), send()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const repeat = await send();
    expect(repeat.status).toBe(409);
    expect(repeat.body.message).toBe('You have already confirmed aligner 2');
    const rows = await t.db
      .select()
      .from(alignerSwitches)
      .where(eq(alignerSwitches.userId, patient.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a confirmation while the treatment is paused with 409', async () => {
    const patient = await newPatient();
    await t.db.insert(pauses).values({ userId: patient.id, pauseDate: '2026-01-14' });
    const res = await confirm(patient, 2);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/paused/);
    expect((await listOwn(patient)).body.switches).toEqual([]);
  });

  it('dates the due day after a closed pause that moved the aligner', async () => {
    const patient = await newPatient();
    await t.db
      .insert(pauses)
      .values({ userId: patient.id, pauseDate: '2026-01-05', resumedDate: '2026-01-08' });
    t.clock.set(at('2026-01-18'));
    const res = await confirm(patient, 2);
    expect(res.status).toBe(201);
    expect(res.body.switch).toMatchObject({ dueOn: '2026-01-18', lateByDays: 0 });
  });

  it.each([[0], [-1], [2.5], ['2'], [null], [201]])('rejects aligner %j with 400', async (k) => {
    const res = await confirm(await newPatient(), k);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('rejects unknown fields and admins', async () => {
    const patient = await newPatient();
    const extra = await t.request('POST', '/api/aligner-switches', {
      token: await tokenOf(patient),
      body: { aligner: 2, switchedOn: '2026-01-01' },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('Unknown field "switchedOn"');
    const asAdmin = await t.request('POST', '/api/aligner-switches', {
      token: await tokenOf(admin),
      body: { aligner: 2 },
    });
    expect(asAdmin.status).toBe(403);
  });
});

describe('GET /api/aligner-switches', () => {
  it('lists a patient’s switches by aligner, for the patient and for an admin', async () => {
    const patient = await newPatient();
    t.clock.set(at('2026-01-30'));
    await confirm(patient, 3);
    await t.db.insert(alignerSwitches).values({
      userId: patient.id,
      aligner: 2,
      dueOn: '2026-01-15',
      switchedOn: '2026-01-15',
    });
    const expected = [
      { aligner: 2, switchedOn: '2026-01-15', dueOn: '2026-01-15', lateByDays: 0 },
      { aligner: 3, switchedOn: '2026-01-30', dueOn: '2026-01-29', lateByDays: 1 },
    ];
    expect((await listOwn(patient)).body).toEqual({ switches: expected });
    const own = await t.request('GET', `/api/aligner-switches?patientId=${patient.id}`, {
      token: await tokenOf(patient),
    });
    expect(own.body).toEqual({ switches: expected });
    const byAdmin = await t.request('GET', `/api/aligner-switches?patientId=${patient.id}`, {
      token: await tokenOf(admin),
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toEqual({ switches: expected });
  });

  it('refuses another patient’s switches with 403', async () => {
    const patient = await newPatient();
    const other = await newPatient();
    const res = await t.request('GET', `/api/aligner-switches?patientId=${other.id}`, {
      token: await tokenOf(patient),
    });
    expect(res.status).toBe(403);
  });

  it('asks an admin for the patient: 400 without patientId, 404 for an unknown one', async () => {
    const token = await tokenOf(admin);
    const missing = await t.request('GET', '/api/aligner-switches', { token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('patientId is required');
    const unknown = await t.request('GET', `/api/aligner-switches?patientId=${randomUUID()}`, {
      token,
    });
    expect(unknown.status).toBe(404);
    const adminId = await t.request('GET', `/api/aligner-switches?patientId=${admin.id}`, {
      token,
    });
    expect(adminId.status).toBe(404);
    const bad = await t.request('GET', '/api/aligner-switches?patientId=x', { token });
    expect(bad.status).toBe(400);
  });

  it('deleting a patient deletes their switches', async () => {
    const patient = await newPatient();
    expect((await confirm(patient, 2)).status).toBe(201);
    const res = await t.request('DELETE', `/api/users/delete/${patient.id}`, {
      token: await tokenOf(admin),
    });
    expect(res.status).toBe(200);
    const rows = await t.db
      .select()
      .from(alignerSwitches)
      .where(eq(alignerSwitches.userId, patient.id));
    expect(rows).toEqual([]);
  });
});
