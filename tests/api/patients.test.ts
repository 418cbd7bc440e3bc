import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  files,
  issues,
  jobApplications,
  pauses,
  pushSubscriptions,
  sessions,
  users,
} from '../../src/server/db/schema';
import { containsPattern } from '../../src/server/routes/patients/patient-search';
import { patientsLike } from '../../src/server/routes/patients/patients.store';
import { TOO_COMMON_MESSAGE } from '../../src/server/services/password-policy';
import { verifyPassword } from '../../src/server/services/passwords';
import { insertAdmin, insertPatient, reloadUser, tokenFor } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

// 11:30 in Kolkata: the clinic's today is 2026-03-01.
const NOW = '2026-03-01T06:00:00Z';

let t: TestApp;
let admin: string;
let patientToken: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await tokenFor(t.db, await insertAdmin(t.db), new Date(NOW));
  patientToken = await tokenFor(t.db, await insertPatient(t.db), new Date(NOW));
});
afterAll(() => t.close());

let serial = 0;
function newPatient(overrides: Record<string, unknown> = {}) {
  serial++;
  return {
    name: `New Patient ${serial}`,
    phone: `81${String(serial).padStart(8, '0')}`,
    email: `new.patient${serial}@example.com`,
    dob: '1995-06-15',
    gender: 'male',
    link3d: 'https://plans.example.com/3d/1',
    startDate: '2026-02-01',
    aligners: 12,
    ...overrides,
  };
}

const register = (body: unknown) =>
  t.request('POST', '/api/users/register', { token: admin, body });

describe('POST /api/users/register', () => {
  it('registers a patient with the plan figures, steps defaulting to 2 weeks', async () => {
    const res = await register(newPatient({ name: 'Asha Rao', startDate: '2026-02-01' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Patient registered successfully.');
    expect(res.body.user).toMatchObject({
      name: 'Asha Rao',
      steps: 2,
      stepsInDays: 14,
      aligners: 12,
      duration: 168,
      durationInWeeks: 24,
      endDate: '2026-07-19',
      currentAligner: 3,
      nextDate: '2026-03-15',
      weekCompleted: 4,
      status: 'active',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const row = await reloadUser(t.db, res.body.user._id);
    expect(row).toMatchObject({ role: 'patient', passwordHash: null, steps: 2 });
  });

  it('stores a given password hashed, and none for an empty one', async () => {
    const withPassword = await register(newPatient({ password: 'a sturdy passphrase', steps: 3 }));
    expect(withPassword.status).toBe(201);
    expect(withPassword.body.user.steps).toBe(3);
    const row = await reloadUser(t.db, withPassword.body.user._id);
    expect(row!.passwordHash).not.toContain('sturdy');
    expect(await verifyPassword('a sturdy passphrase', row!.passwordHash!)).toBe(true);

    const empty = await register(newPatient({ password: '' }));
    expect(empty.status).toBe(201);
    expect((await reloadUser(t.db, empty.body.user._id))!.passwordHash).toBeNull();
  });

  it('refuses a common or short password', async () => {
    const common = await register(newPatient({ password: 'password123' }));
    expect(common.status).toBe(400);
    expect(common.body.message).toBe(TOO_COMMON_MESSAGE);
    const short = await register(newPatient({ password: 'abc' }));
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/at least 8 characters/);
  });

  it('answers 409 for a duplicate email (any case) or phone', async () => {
    const first = newPatient();
    expect((await register(first)).status).toBe(201);

    const sameEmail = await register(newPatient({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('A patient with this email already exists');
    expect(sameEmail.body.issues).toEqual([
      { path: 'email', message: 'A patient with this email already exists' },
    ]);

    const samePhone = await register(newPatient({ phone: first.phone }));
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.message).toBe('A patient with this phone number already exists');
    expect(samePhone.body.issues).toEqual([
      { path: 'phone', message: 'A patient with this phone number already exists' },
    ]);
  });

  it('lets exactly one of two simultaneous duplicate registrations through', async () => {
    const body = newPatient();
    const results = await Promise.all([register(body), register(body), register(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const [found] = await t.db
      .select({ value: count() })
      .from(users)
      .where(eq(users.email, body.email));
    expect(found!.value).toBe(1);
  });

  it.each([
    ['a role', { role: 'admin' }],
    ['a status', { status: 'completed' }],
    ['no aligners', { aligners: 0 }],
    ['a bad phone', { phone: '12345' }],
    ['a bad date', { startDate: '2026-02-30' }],
    ['a javascript link', { link3d: 'javascript:alert(1)' }],
    ['a bad gender', { gender: 'robot' }],
  ])('rejects a body with %s (400)', async (_label, overrides) => {
    const res = await register(newPatient(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });

  it('rejects a body missing required fields', async () => {
    const { email: _email, ...rest } = newPatient();
    const res = await register(rest);
    expect(res.status).toBe(400);
  });
});

describe('PUT and PATCH /api/users/update/:id', () => {
  it('updates the plan with either method and answers with the new figures', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01', aligners: 10, steps: 2 });
    const put = await t.request('PUT', `/api/users/update/${patient.id}`, {
      token: admin,
      body: { startDate: '2026-02-01', aligners: 5, steps: 1 },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Updated successfully.');
    expect(put.body.user).toMatchObject({
      _id: patient.id,
      startDate: '2026-02-01',
      aligners: 5,
      steps: 1,
      duration: 35,
      endDate: '2026-03-08',
      status: 'active',
    });

    const patch = await t.request('PATCH', `/api/users/update/${patient.id}`, {
      token: admin,
      body: { name: 'Renamed Patient', startDate: '2025-01-01' },
    });
    expect(patch.status).toBe(200);
    expect(patch.body.user).toMatchObject({ name: 'Renamed Patient', status: 'completed' });
    expect(await reloadUser(t.db, patient.id)).toMatchObject({
      name: 'Renamed Patient',
      aligners: 5,
    });
  });

  it("says 'No data to submit.' for an empty body", async () => {
    const patient = await insertPatient(t.db);
    const res = await t.request('PATCH', `/api/users/update/${patient.id}`, {
      token: admin,
      body: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No data to submit.');
  });

  it('rejects role and status (docs/security.md 18)', async () => {
    const patient = await insertPatient(t.db);
    for (const body of [{ role: 'admin' }, { status: 'completed' }, { name: 'X', role: 'admin' }]) {
      const res = await t.request('PATCH', `/api/users/update/${patient.id}`, {
        token: admin,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await reloadUser(t.db, patient.id))!.role).toBe('patient');
  });

  it('answers 404 for an unknown id, a malformed id and an admin', async () => {
    const other = await insertAdmin(t.db);
    for (const id of [randomUUID(), 'nope', other.id]) {
      const res = await t.request('PUT', `/api/users/update/${id}`, {
        token: admin,
        body: { aligners: 3 },
      });
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Patient not found');
    }
  });

  it("answers 409 when taking another patient's email or phone", async () => {
    const a = await insertPatient(t.db);
    const b = await insertPatient(t.db);
    const email = await t.request('PATCH', `/api/users/update/${b.id}`, {
      token: admin,
      body: { email: a.email },
    });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('A patient with this email already exists');
    const phone = await t.request('PATCH', `/api/users/update/${b.id}`, {
      token: admin,
      body: { phone: a.phone },
    });
    expect(phone.status).toBe(409);
    expect((await reloadUser(t.db, b.id))!.email).toBe(b.email);
  });

  it("ends the patient's sessions when the password changes, and only then", async () => {
    const patient = await insertPatient(t.db);
    const token = await tokenFor(t.db, patient, new Date(NOW));
    await t.request('PATCH', `/api/users/update/${patient.id}`, {
      token: admin,
      body: { aligners: 20 },
    });
    expect((await t.request('GET', '/api/timeline', { token })).status).toBe(200);

    const res = await t.request('PATCH', `/api/users/update/${patient.id}`, {
      token: admin,
      body: { password: 'a brand new passphrase' },
    });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/timeline', { token })).status).toBe(401);
    const row = await reloadUser(t.db, patient.id);
    expect(await verifyPassword('a brand new passphrase', row!.passwordHash!)).toBe(true);
    expect((await t.request('GET', '/api/users', { token: admin })).status).toBe(200);
  });
});

describe("editing every field of a patient, with the register call's rules", () => {
  const update = (id: string, body: unknown) =>
    t.request('PATCH', `/api/users/update/${id}`, { token: admin, body });

  it('corrects the name, email, phone, date of birth, gender and 3D link, each audited', async () => {
    const patient = await insertPatient(t.db, { name: 'Asha Rai', gender: 'female' });
    const res = await update(patient.id, {
      name: '  Asha Rao ',
      email: 'Asha.Rao@Example.com',
      phone: '+91 98111 40001',
      dob: '1991-07-09',
      gender: 'other',
      link3d: 'https://plans.example.com/3d/asha',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '9811140001',
      dob: '1991-07-09',
      gender: 'other',
      link3d: 'https://plans.example.com/3d/asha',
    });
    const audit = await t.request('GET', `/api/audit?patientId=${patient.id}`, { token: admin });
    expect(audit.body.events[0]).toMatchObject({
      action: 'patient.update',
      changes: {
        name: { old: 'Asha Rai', new: 'Asha Rao' },
        email: { old: patient.email, new: 'asha.rao@example.com' },
        phone: { old: patient.phone, new: '9811140001' },
        dob: { old: patient.dob, new: '1991-07-09' },
        gender: { old: 'female', new: 'other' },
        link3d: { old: patient.link3d, new: 'https://plans.example.com/3d/asha' },
      },
    });
  });

  it.each([
    ['an empty date of birth', { dob: '' }, 'dob', 'Enter the date of birth'],
    ['an empty start date', { startDate: '' }, 'startDate', 'Enter the start date'],
    ['steps of -1', { steps: -1 }, 'steps', 'Steps must be a whole number from 1 to 52'],
    ['steps of 1.5', { steps: 1.5 }, 'steps', 'Steps must be a whole number from 1 to 52'],
    ['53 weeks', { steps: 53 }, 'steps', 'Steps must be a whole number from 1 to 52'],
    ['no aligners', { aligners: 0 }, 'aligners', 'Aligners must be a whole number from 1 to 200'],
    ['a name of zero-width spaces', { name: '\u200B\u200B' }, 'name', 'Enter a name'],
    ['a name without a letter', { name: '--' }, 'name', 'Enter a name'],
    ['an empty 3D link', { link3d: '' }, 'link3d', 'Enter the 3D link'],
    ['no gender', { gender: '' }, 'gender', 'Choose the gender: male, female or other'],
  ])(
    'refuses %s with a message on the field, changing nothing',
    async (_label, body, path, message) => {
      const patient = await insertPatient(t.db, { steps: 2, aligners: 10 });
      const res = await update(patient.id, body);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path, message }]);
      expect(await reloadUser(t.db, patient.id)).toMatchObject({
        name: patient.name,
        dob: patient.dob,
        steps: 2,
        aligners: 10,
      });
    },
  );

  it('answers a taken email or phone with 409 and the message on that field', async () => {
    const taken = await insertPatient(t.db);
    const patient = await insertPatient(t.db);
    const email = await update(patient.id, {
      name: 'Still Mine',
      email: taken.email.toUpperCase(),
    });
    expect(email.status).toBe(409);
    expect(email.body.issues).toEqual([
      { path: 'email', message: 'A patient with this email already exists' },
    ]);
    const phone = await update(patient.id, { phone: taken.phone });
    expect(phone.status).toBe(409);
    expect(phone.body.issues).toEqual([
      { path: 'phone', message: 'A patient with this phone number already exists' },
    ]);
    expect((await reloadUser(t.db, patient.id))!.name).toBe(patient.name);
  });
});

describe('DELETE /api/users/delete/:id', () => {
  it('removes the patient with their sessions, issues, pauses and push subscriptions', async () => {
    const patient = await insertPatient(t.db);
    await tokenFor(t.db, patient, new Date(NOW));
    await t.db.insert(issues).values({ userId: patient.id, issueType: 'Pain or discomfort' });
    await t.db.insert(pauses).values({ userId: patient.id, pauseDate: '2026-02-10' });
    await t.db.insert(pushSubscriptions).values({
      userId: patient.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${patient.id}`,
      p256dh: 'key',
      auth: 'auth',
    });

    const res = await t.request('DELETE', `/api/users/delete/${patient.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'User deleted successfully.' });

    expect(await reloadUser(t.db, patient.id)).toBeUndefined();
    for (const table of [sessions, issues, pauses, pushSubscriptions]) {
      const [left] = await t.db
        .select({ value: count() })
        .from(table)
        .where(eq(table.userId, patient.id));
      expect(left!.value).toBe(0);
    }
    const again = await t.request('DELETE', `/api/users/delete/${patient.id}`, { token: admin });
    expect(again.status).toBe(404);
  });

  it('answers 404 for an unknown id, a malformed id and an admin', async () => {
    const other = await insertAdmin(t.db);
    for (const id of [randomUUID(), 'x', other.id]) {
      const res = await t.request('DELETE', `/api/users/delete/${id}`, { token: admin });
      expect(res.status, id).toBe(404);
    }
    expect(await reloadUser(t.db, other.id)).toBeDefined();
  });
});

describe('access', () => {
  it('is for admins only: 401 anonymous, 403 for a patient', async () => {
    const patient = await insertPatient(t.db);
    const calls = [
      ['GET', '/api/users', undefined],
      ['GET', '/api/users/stats', undefined],
      ['GET', '/api/users/download-users-data', undefined],
      ['POST', '/api/users/register', newPatient()],
      ['PUT', `/api/users/update/${patient.id}`, { aligners: 2 }],
      ['PATCH', `/api/users/update/${patient.id}`, { aligners: 2 }],
      ['DELETE', `/api/users/delete/${patient.id}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await t.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      const asPatient = await t.request(method, path, { body, token: patientToken });
      expect(asPatient.status, `${method} ${path}`).toBe(403);
    }
    expect(await reloadUser(t.db, patient.id)).toMatchObject({ aligners: 10 });
  });
});

describe('GET /api/users/stats', () => {
  it('counts patients by the plan status for today, issues and applications', async () => {
    const fresh = await createTestApp({ now: NOW });
    try {
      const token = await tokenFor(fresh.db, await insertAdmin(fresh.db), new Date(NOW));
      await insertPatient(fresh.db, { startDate: '2026-02-01' }); // active
      await insertPatient(fresh.db, { startDate: '2026-04-01' }); // not started: active
      await insertPatient(fresh.db, { startDate: '2025-01-01' }); // completed
      const paused = await insertPatient(fresh.db, { startDate: '2026-02-01' });
      await fresh.db.insert(pauses).values({ userId: paused.id, pauseDate: '2026-02-20' });
      // Resumed long ago and finished since: completed.
      const resumed = await insertPatient(fresh.db, { startDate: '2025-01-01' });
      await fresh.db
        .insert(pauses)
        .values({ userId: resumed.id, pauseDate: '2025-02-01', resumedDate: '2025-03-01' });
      await fresh.db.insert(issues).values([
        { userId: paused.id, issueType: 'Pain or discomfort' },
        { userId: paused.id, issueType: 'Lost/Damaged Aligner', issueStatus: 'closed' },
      ]);
      const [file] = await fresh.db
        .insert(files)
        .values({
          kind: 'resume',
          contentType: 'application/pdf',
          size: 4,
          sha256: 'x',
          data: new Uint8Array([37, 80, 68, 70]),
        })
        .returning();
      await fresh.db.insert(jobApplications).values({
        name: 'Job Seeker',
        email: 'seeker@example.com',
        phone: '9123456789',
        resumeFileId: file!.id,
      });

      const res = await fresh.request('GET', '/api/users/stats', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        patients: 5,
        active: 2,
        paused: 1,
        completed: 2,
        issues: 2,
        applications: 1,
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/users: search and pages', () => {
  let list: TestApp;
  let token: string;
  const page = (query: string) => list.request('GET', `/api/users?${query}`, { token });

  beforeAll(async () => {
    list = await createTestApp({ now: NOW });
    token = await tokenFor(list.db, await insertAdmin(list.db), new Date(NOW));
    // 25 patients registered a minute apart: Patient 01 first, Patient 25 newest.
    for (let n = 1; n <= 25; n++) {
      const nn = String(n).padStart(2, '0');
      await insertPatient(list.db, {
        name: `Patient ${nn}`,
        email: `person${nn}@clinic.example`,
        phone: `90000000${nn}`,
        createdAt: new Date(Date.parse(NOW) - (26 - n) * 60_000),
      });
    }
    await insertPatient(list.db, {
      name: 'Meera 100%_Smile',
      email: 'meera@other.example',
      phone: '7012345678',
      createdAt: new Date(Date.parse(NOW) - 30 * 60_000),
    });
  });
  afterAll(() => list.close());

  it('pages 20 at a time by default, newest first, patients only', async () => {
    const res = await page('');
    expect(res.status).toBe(200);
    expect(res.body.totalUsers).toBe(26);
    expect(res.body.totalPages).toBe(2);
    expect(res.body.users).toHaveLength(20);
    expect(res.body.users[0].name).toBe('Patient 25');
    expect(res.body.users[19].name).toBe('Patient 06');
    expect(res.body.users[0]).toMatchObject({
      phone: '9000000025',
      status: 'active',
      currentAligner: 5,
      endDate: '2026-05-21',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|admin/i);

    const second = await page('page=2');
    expect(second.body.users.map((u: { name: string }) => u.name)).toEqual([
      'Patient 05',
      'Patient 04',
      'Patient 03',
      'Patient 02',
      'Patient 01',
      'Meera 100%_Smile',
    ]);
  });

  it('computes pages for any limit, and answers an empty page past the end', async () => {
    const res = await page('limit=10&page=3');
    expect(res.body).toMatchObject({ totalUsers: 26, totalPages: 3 });
    expect(res.body.users).toHaveLength(6);
    const past = await page('limit=10&page=4');
    expect(past.body).toMatchObject({ users: [], totalUsers: 26, totalPages: 3 });
  });

  it('matches name, email or phone, ignoring case', async () => {
    const byName = await page('q=PATIENT%2012');
    expect(byName.body.users.map((u: { name: string }) => u.name)).toEqual(['Patient 12']);
    const byEmail = await page('q=Person1');
    expect(byEmail.body.totalUsers).toBe(10);
    expect(byEmail.body.totalPages).toBe(1);
    const byPhone = await page(`q=${encodeURIComponent(' 9000000007 ')}`);
    expect(byPhone.body.users.map((u: { name: string }) => u.name)).toEqual(['Patient 07']);
    const byDomain = await page('q=other.example');
    expect(byDomain.body.users).toHaveLength(1);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await page('q=%25')).body.users.map((u: { name: string }) => u.name)).toEqual([
      'Meera 100%_Smile',
    ]);
    expect((await page('q=0%25_s')).body.totalUsers).toBe(1);
    expect((await page('q=_')).body.totalUsers).toBe(1);
    expect((await page('q=%5C')).body.totalUsers).toBe(0);
    const none = await page("q=nobody'--");
    expect(none.body).toEqual({ users: [], totalUsers: 0, totalPages: 0 });
  });

  it('keeps % and _ plain in searches long enough for the trigram index', async () => {
    const names = async (q: string) =>
      (await page(`q=${encodeURIComponent(q)}`)).body.users.map((u: { name: string }) => u.name);
    expect(await names('100%_smile')).toEqual(['Meera 100%_Smile']);
    expect(await names('%_SMILE')).toEqual(['Meera 100%_Smile']);
    // As wildcards these would match Patient 10 to 19, and every patient.
    expect(await names('Patient_1')).toEqual([]);
    expect(await names('Patient%1')).toEqual([]);
    expect(await names('person%')).toEqual([]);
    expect(await names('100\\%')).toEqual([]);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'page=0', 'page=-1', 'sort=name'])(
    'rejects %s with 400',
    async (query) => {
      const res = await page(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    },
  );
});

describe('GET /api/users: the search index', () => {
  it('is served by the trigram indexes on name, email and phone, in a generic plan too', async () => {
    const big = await createTestApp({ now: NOW });
    try {
      await big.db.execute(sql`
        insert into users (id, role, name, email, phone, start_date, aligners, steps)
        select 'p' || i, 'patient', 'Patient ' || i, 'p' || i || '@clinic.example',
               (7000000000 + i)::text, date '2026-01-01', 20, 2
        from generate_series(1, 10000) as i`);
      await big.db.execute(sql`analyze users`);
      const search = big.db
        .select({ id: users.id })
        .from(users)
        .where(patientsLike(sql.placeholder('pattern')))
        .toSQL();
      // The list runs as a prepared statement: PostgreSQL may switch it to a generic plan,
      // made without the pattern's value, which must still take the indexes.
      const arguments_ = search.params
        .map((param) => (typeof param === 'string' ? param : containsPattern('ent 123')))
        .map((value) => `'${value}'`);
      const plan = await big.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`prepare patients_generic as ${search.sql}`));
        await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
        const explain = await tx.execute(
          sql.raw(`explain execute patients_generic(${arguments_.join(', ')})`),
        );
        await tx.execute(sql`deallocate patients_generic`);
        return JSON.stringify((explain as unknown as { rows: unknown[] }).rows);
      });
      expect(plan).toContain('~~* $'); // planned without the pattern
      for (const index of ['users_name_trgm_idx', 'users_email_trgm_idx', 'users_phone_trgm_idx']) {
        expect(plan).toContain(index);
      }
      const token = await tokenFor(big.db, await insertAdmin(big.db), new Date(NOW));
      const res = await big.request('GET', '/api/users?q=ent%20123&limit=5', { token });
      // Patient 123 and Patient 1230 to 1239, newest (highest id last inserted) first.
      expect(res.body.totalUsers).toBe(11);
      expect(res.body.users.map((u: { name: string }) => u.name)).toHaveLength(5);
    } finally {
      await big.close();
    }
  });
});
