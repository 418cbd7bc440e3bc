/**
 * Patients' data rights: consent to the privacy notice (each version's first agreement is kept), a copy
 * of everything held about a patient (data.json and the photos, no secrets), erasure requests,
 * and deleting a patient leaving no row about them and no row that names them. The tables are
 * read from the schema (their foreign keys to users), so a new table about patients fails here
 * until the export and the deletion account for it.
 */
import { randomUUID } from 'node:crypto';
import { eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser, ErasureRequest } from '../../src/shared/api-types';
import { addDays } from '../../src/shared/calendar-date';
import {
  DATA_EXPORT_RATE_LIMIT,
  ERASURE_ANSWER_DAYS,
  PRIVACY_NOTICE_VERSION,
} from '../../src/shared/constants';
import { queryRows } from '../../src/server/db/database';
import * as schema from '../../src/server/db/schema';
import { EXPORTED_TABLES, UNEXPORTED_TABLES } from '../../src/server/services/data-export';
import { ERASED_PATIENT_NAME } from '../../src/server/services/erasure';
import {
  applicationData,
  applicationForm,
  fileOf,
  insertJob,
  minimalPdf,
  pdfResume,
  tinyImage,
} from '../factories/content';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import { readZip } from '../support/read-zip';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';

/** 11:30 in the clinic: a patient who started on 10 February is on aligner 3. */
const NOW = '2026-03-10T06:00:00Z';
const STARTED = '2026-02-10';

let t: TestApp;
let admin: UserRow;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await insertAdmin(t.db);
});
// A test that moves the clock on may idle an admin session out: each test signs in afresh.
beforeEach(async () => {
  t.clock.set(NOW);
  adminToken = await tokenFor(t.db, admin, new Date(NOW));
});
afterAll(() => t.close());

const tokenOf = (user: UserRow) => tokenFor(t.db, user, t.clock.now());
const newPatient = () => insertPatient(t.db, { startDate: STARTED, aligners: 10, steps: 2 });
const nextIp = ipSequence(28);
const currentUser = async (token: string) =>
  (await t.request<{ user: CurrentUser }>('POST', '/api/users/current-user', { token })).body.user;

const allTables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);
/**
 * The column of a table that holds a patient's id: one with a foreign key to `users`, whatever
 * its name, or else one named `user_id` or `patient_id` (the audit trail has no foreign keys).
 */
function patientColumnOf(table: PgTable): string | undefined {
  const config = getTableConfig(table);
  const toUsers = config.foreignKeys
    .map((key) => key.reference())
    .find((reference) => reference.foreignTable === schema.users);
  if (toUsers) return toUsers.columns[0]!.name;
  return config.columns.find((column) => ['user_id', 'patient_id'].includes(column.name))?.name;
}
/** Tables keyed to a patient: every one must be exported and erased. */
const tablesAboutPatients = allTables.filter((table) => patientColumnOf(table) !== undefined);
const patientColumn = (table: PgTable) => patientColumnOf(table)!;
const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.db, query))[0]!.n;

/** Secrets the seed writes: none of them may reach an export. */
const SECRETS = {
  sessionHash: 'session-secret-hash-7d41',
  p256dh: 'push-p256dh-key-5c2e',
  auth: 'push-auth-secret-91aa',
  publicKey: Buffer.from('passkey-public-key-b3f0'),
  credentialId: 'passkey-credential-id-e8a2',
};

/**
 * A row in every table about patients, the check-in and its photo sent as the app sends them.
 * A table with no seed here fails the test that needs it.
 */
async function seedEverything(patient: UserRow) {
  const token = await tokenOf(patient);
  const form = new FormData();
  const clientId = randomUUID();
  form.set('data', JSON.stringify({ id: clientId, aligner: 3, note: 'Left side feels tight' }));
  form.append('photos', fileOf(await tinyImage('jpeg', 40, 30), 'a.jpg', 'image/jpeg'));
  const checkIn = await t.request('POST', '/api/check-ins', { token, body: form });
  expect(checkIn.status).toBe(201);
  const checkInId: string = checkIn.body.checkIn._id;
  expect(
    (
      await t.request('POST', '/api/users/me/consent', {
        token,
        body: { version: PRIVACY_NOTICE_VERSION },
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await t.request('POST', '/api/issue-query', {
        token,
        body: { issueType: 'Pain or discomfort', pauseProgress: true, addedBy: patient.id },
      })
    ).status,
  ).toBe(201);
  const userId = patient.id;
  const at = new Date(NOW);
  await t.db.insert(schema.sessions).values({
    id: randomUUID(),
    secretHash: SECRETS.sessionHash,
    userId,
    expiresAt: new Date(at.getTime() + 86_400_000),
  });
  await t.db.insert(schema.pushSubscriptions).values({
    userId,
    endpoint: `https://push.example.com/${randomUUID()}`,
    p256dh: SECRETS.p256dh,
    auth: SECRETS.auth,
  });
  await t.db.insert(schema.pushReminders).values({ userId, aligner: 3 });
  const [guardian] = await t.db
    .insert(schema.users)
    .values({
      role: 'guardian',
      name: 'Guardian',
      email: '',
      phone: `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    })
    .returning();
  await t.db
    .insert(schema.patientGuardians)
    .values({ patientId: userId, guardianId: guardian!.id, relationship: 'guardian' });
  await t.db.insert(schema.alignerSwitches).values({
    userId,
    aligner: 2,
    dueOn: '2026-02-24',
    switchedOn: '2026-02-24',
  });
  await t.db.insert(schema.wearEvents).values([
    { id: randomUUID(), userId, type: 'out', at: new Date(at.getTime() - 3_600_000) },
    { id: randomUUID(), userId, type: 'in', at: new Date(at.getTime() - 1_800_000) },
  ]);
  await t.db.insert(schema.wearBreakReminders).values({ userId, outAt: new Date(NOW) });
  await t.db
    .insert(schema.wearDays)
    .values({ userId, day: '2026-03-09', outMs: 3_600_000, logged: true });
  await t.db.insert(schema.wearStates).values({ userId }).onConflictDoNothing();
  await t.db.insert(schema.passkeys).values({
    userId,
    credentialId: `${SECRETS.credentialId}-${userId}`,
    publicKey: SECRETS.publicKey,
    deviceType: 'multiDevice',
    backedUp: true,
    name: 'My phone',
  });
  await t.db.insert(schema.webauthnChallenges).values({
    challenge: randomUUID(),
    purpose: 'registration',
    userId,
    expiresAt: new Date(at.getTime() + 300_000),
  });
  await t.db
    .insert(schema.erasureRequests)
    .values({ userId, reason: 'Moving abroad', createdAt: at });
  // Keyed by the number or the email, not the id.
  await t.db.insert(schema.otpCodes).values({
    phone: patient.phone!,
    codeHash: 'code-hash',
    expiresAt: new Date(at.getTime() + 600_000),
  });
  await t.db.insert(schema.rateLimits).values([
    { key: `otp:lock:${patient.phone}`, count: 1, resetAt: new Date(at.getTime() + 60_000) },
    { key: `login:account:${patient.email}`, count: 1, resetAt: new Date(at.getTime() + 60_000) },
  ]);
  const [reminder] = await t.db
    .insert(schema.whatsappOutbox)
    .values([
      {
        to: patient.phone!,
        patientId: patient.id,
        template: 'tapalign_code',
        language: 'en',
        parameters: 'sealed',
        expiresAt: new Date(at.getTime() + 600_000),
      },
      {
        to: patient.phone!,
        patientId: patient.id,
        template: 'tapalign_switch',
        language: 'en',
        parameters: 'sealed',
        expiresAt: new Date(at.getTime() + 600_000),
      },
    ])
    .returning({ id: schema.whatsappOutbox.id })
    .then((rows) => rows.slice(1));
  await t.db.insert(schema.whatsappReminders).values({
    patientId: patient.id,
    event: 'switch:3',
    recipientId: patient.id,
    outboxId: reminder!.id,
  });
  await t.db.insert(schema.whatsappInbound).values({
    waMessageId: `wamid.in.${patient.id}`,
    phone: patient.phone!,
    patientId: patient.id,
    kind: 'text',
    text: 'Can I eat with them in?',
    sentAt: at,
  });
  await t.db.insert(schema.contactMessages).values({
    name: patient.name,
    mobile: patient.phone!,
    email: patient.email,
    message: 'Please call me back',
  });
  await t.db.insert(schema.newsletterSubscribers).values({ email: patient.email });
  // Job applications sent as the careers page sends them: one with the patient's email, one
  // with only their number.
  const job = await insertJob(t.db);
  for (const applicant of [
    { email: patient.email, phone: '9000000000' },
    { email: `applicant-${randomUUID()}@example.com`, phone: patient.phone! },
  ]) {
    const data = applicationData(job.id, { name: patient.name, ...applicant });
    const form = applicationForm(data, pdfResume());
    const applied = await t.request('POST', '/api/apply-jobs', { body: form, ip: nextIp() });
    expect(applied.status).toBe(201);
  }
  // An admin edit, so the trail holds the patient's name in its changes.
  const edited = await t.request('PATCH', `/api/users/update/${patient.id}`, {
    token: adminToken,
    body: { name: patient.name, aligners: 12 },
  });
  expect(edited.status).toBe(200);
  const applications = await t.db
    .select({ id: schema.jobApplications.id, resumeFileId: schema.jobApplications.resumeFileId })
    .from(schema.jobApplications)
    .where(eq(schema.jobApplications.name, patient.name))
    .orderBy(schema.jobApplications.createdAt, schema.jobApplications.id);
  return { checkInId, applications };
}

async function exportOf(path: string, token: string) {
  const res = await t.request('GET', path, { token });
  expect(res.status).toBe(200);
  const zip = readZip(new Uint8Array(await res.raw.arrayBuffer()));
  return { res, zip, data: JSON.parse(zip.get('data.json')!.toString('utf8')) };
}

describe('consent to the privacy notice', () => {
  it('is asked for until the current version is agreed to, and the first agreement is kept', async () => {
    const config = await t.request('GET', '/api/config');
    expect(config.body.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    const patient = await newPatient();
    const token = await tokenOf(patient);
    expect((await currentUser(token)).consent).toBeNull();

    const stale = await t.request('POST', '/api/users/me/consent', {
      token,
      body: { version: '2020-01-01' },
    });
    expect(stale.status).toBe(400);
    const agreed = await t.request('POST', '/api/users/me/consent', {
      token,
      body: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(agreed.status).toBe(201);
    expect(agreed.body.consent).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      at: NOW.replace('Z', '.000Z'),
    });
    expect((await currentUser(token)).consent).toEqual(agreed.body.consent);

    // Agreeing again, however often, adds nothing: the answer is the first agreement.
    t.clock.set('2026-03-11T06:00:00Z');
    for (let i = 0; i < 30; i++) {
      const again = await t.request('POST', '/api/users/me/consent', {
        token,
        body: { version: PRIVACY_NOTICE_VERSION },
      });
      expect(again.status).toBe(200);
      expect(again.body.consent).toEqual(agreed.body.consent);
    }
    const rows = await t.db
      .select()
      .from(schema.consents)
      .where(eq(schema.consents.userId, patient.id));
    expect(rows.map((row) => row.at.toISOString())).toEqual(['2026-03-10T06:00:00.000Z']);
    expect((await currentUser(token)).consent?.at).toBe('2026-03-10T06:00:00.000Z');
    const events = await t.request('GET', `/api/audit?patientId=${patient.id}`, {
      token: await tokenFor(t.db, admin, t.clock.now()),
    });
    const agreements = events.body.events.filter(
      (event: { action: string }) => event.action === 'consent.agree',
    );
    expect(agreements).toHaveLength(1);
  });

  it('keeps an agreement to each version: an older one stays when the current is agreed to', async () => {
    const patient = await newPatient();
    await t.db.insert(schema.consents).values({ userId: patient.id, version: '2025-01-01' });
    const agreed = await t.request('POST', '/api/users/me/consent', {
      token: await tokenOf(patient),
      body: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(agreed.status).toBe(201);
    const rows = await t.db
      .select()
      .from(schema.consents)
      .where(eq(schema.consents.userId, patient.id));
    expect(rows.map((row) => row.version).sort()).toEqual(
      ['2025-01-01', PRIVACY_NOTICE_VERSION].sort(),
    );
  });

  it('asks again when the notice has a new version', async () => {
    const patient = await newPatient();
    await t.db.insert(schema.consents).values({ userId: patient.id, version: '2025-01-01' });
    expect((await currentUser(await tokenOf(patient))).consent).toBeNull();
  });

  it('is recorded in the audit trail with its version', async () => {
    const patient = await newPatient();
    await t.request('POST', '/api/users/me/consent', {
      token: await tokenOf(patient),
      body: { version: PRIVACY_NOTICE_VERSION },
    });
    const events = await t.request('GET', `/api/audit?patientId=${patient.id}`, {
      token: adminToken,
    });
    expect(events.body.events[0]).toMatchObject({
      action: 'consent.agree',
      changes: { version: { old: null, new: PRIVACY_NOTICE_VERSION } },
    });
  });
});

describe('the data export', () => {
  it('finds the tables about patients by their foreign keys to users, whatever the column', () => {
    const keyed = pgTable('patient_notes', {
      id: text('id').primaryKey(),
      writtenFor: text('written_for').references(() => schema.users.id),
    });
    expect(patientColumnOf(keyed)).toBe('written_for');
    expect(patientColumnOf(schema.auditEvents)).toBe('patient_id');
    expect(patientColumnOf(schema.jobs)).toBeUndefined();
    expect(tablesAboutPatients.map(getTableName)).toEqual(
      expect.arrayContaining(['sessions', 'wear_states', 'webauthn_challenges', 'audit_events']),
    );
  });

  it('covers every table keyed to a patient', () => {
    const accounted = new Set<string>(
      [...Object.values(EXPORTED_TABLES), ...Object.values(UNEXPORTED_TABLES)].map((table) =>
        getTableName(table),
      ),
    );
    const missing = tablesAboutPatients.map(getTableName).filter((name) => !accounted.has(name));
    expect(missing).toEqual([]);
  });

  it('holds everything about the patient and their photos, and no secret', async () => {
    const patient = await newPatient();
    const { checkInId, applications } = await seedEverything(patient);
    const { res, zip, data } = await exportOf('/api/users/me/export', await tokenOf(patient));

    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="tapalign-data.zip"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(data.profile).toMatchObject({
      id: patient.id,
      name: patient.name,
      email: patient.email,
      phone: patient.phone,
      aligners: 12,
    });
    expect(data.plan).toMatchObject({ currentAligner: 3 });
    expect(data.timeline.length).toBeGreaterThan(0);
    for (const key of Object.keys(EXPORTED_TABLES)) {
      const value = data[key];
      expect(Array.isArray(value) ? value.length : value, key).toBeTruthy();
    }
    expect(data.checkIns[0]).toMatchObject({ id: checkInId, note: 'Left side feels tight' });
    const [photoRow] = await t.db
      .select({ data: schema.files.data })
      .from(schema.files)
      .innerJoin(schema.checkInPhotos, eq(schema.checkInPhotos.fileId, schema.files.id))
      .where(eq(schema.checkInPhotos.checkInId, checkInId));
    expect(zip.get(`photos/${checkInId}-1.webp`)).toEqual(Buffer.from(photoRow!.data!));
    // What they sent with their email or number: messages, sign-ups, applications and resumes.
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ email: patient.email, message: 'Please call me back' }),
    ]);
    expect(data.newsletterSignUps).toEqual([expect.objectContaining({ email: patient.email })]);
    expect(data.jobApplications).toHaveLength(2);
    expect(data.jobApplications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: patient.email, jobTitle: 'Patient Care Coordinator' }),
        expect.objectContaining({ phone: patient.phone }),
      ]),
    );
    const resumes = applications.map(({ id }) => `resumes/${id}.pdf`);
    expect(data.jobApplications.map((row: { resume: string }) => row.resume).sort()).toEqual(
      [...resumes].sort(),
    );
    for (const resume of resumes) expect(zip.get(resume)).toEqual(minimalPdf());
    expect([...zip.keys()].sort()).toEqual(
      ['data.json', 'summary.html', 'README.txt', `photos/${checkInId}-1.webp`, ...resumes].sort(),
    );

    const text = zip.get('data.json')!.toString('utf8');
    for (const secret of [
      SECRETS.sessionHash,
      SECRETS.p256dh,
      SECRETS.auth,
      SECRETS.credentialId,
      SECRETS.publicKey.toString('base64'),
      'scrypt',
      'code-hash',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/passwordHash|secretHash|publicKey|p256dh/);
  });

  it('has a page to read in the patient’s language and clinic time, self-contained and escaped', async () => {
    const patient = await insertPatient(t.db, {
      startDate: STARTED,
      aligners: 10,
      steps: 2,
      name: 'Asha <script>alert(1)</script>',
      language: 'hi',
    });
    const token = await tokenOf(patient);
    const form = new FormData();
    const note = 'Tight <img src=x onerror=alert(1)> "here"';
    form.set('data', JSON.stringify({ id: randomUUID(), aligner: 3, note }));
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg'])
      form.append('photos', fileOf(await tinyImage('jpeg', 40, 30), name, 'image/jpeg'));
    const posted = await t.request('POST', '/api/check-ins', { token, body: form });
    expect(posted.status).toBe(201);
    // The server's id names the photos; the device's id only makes a resend count once.
    const checkInId: string = posted.body.checkIn._id;
    await t.db
      .insert(schema.alignerSwitches)
      .values({ userId: patient.id, aligner: 2, dueOn: '2026-02-24', switchedOn: '2026-02-25' });
    // Out from 09:00 to 10:30 clinic time on 9 March: 22 h 30 min in.
    await t.db.insert(schema.wearEvents).values([
      { id: randomUUID(), userId: patient.id, type: 'out', at: new Date('2026-03-09T03:30:00Z') },
      { id: randomUUID(), userId: patient.id, type: 'in', at: new Date('2026-03-09T05:00:00Z') },
    ]);

    const { zip, data } = await exportOf('/api/users/me/export', token);
    expect(data.profile.language).toBe('hi');
    const readme = zip.get('README.txt')!.toString('utf8');
    for (const field of ['outMs', 'wearState', 'changedFrom', 'userId', 'language', 'exportedAt'])
      expect(readme).toContain(field);

    const html = zip.get('summary.html')!.toString('utf8');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // Hindi headings; dates in Hindi month names; times in the clinic's zone (06:00 UTC is 11:30).
    expect(html).toContain('<h1>आपका TapAlign डेटा</h1>');
    expect(html).toContain('हिन्दी');
    expect(html).toContain('10 मार्च 2026, 11:30');
    expect(html).toContain('25 फ़र॰ 2026');
    expect(html).toContain('22 घंटे 30 मिनट');
    // Photos by their paths in the zip, each named for its shot.
    for (const n of [1, 2, 3]) {
      expect(zip.has(`photos/${checkInId}-${n}.webp`)).toBe(true);
      expect(html).toContain(`src="photos/${checkInId}-${n}.webp"`);
    }
    expect(html).toContain('alt="सामने से"');
    // Nothing fetched from elsewhere, nothing run; every value escaped.
    expect(html).not.toMatch(/<script|<link|https?:\/\/|url\(/i);
    expect(html).toContain('Asha &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tight &lt;img src=x onerror=alert(1)&gt; &quot;here&quot;');
    expect(html).not.toContain('<img src=x');
  });

  it('is written in English for a patient who chose no language, downloaded by an admin', async () => {
    const patient = await newPatient();
    const { zip, data } = await exportOf(`/api/users/${patient.id}/export`, adminToken);
    expect(data.profile.language).toBeNull();
    const html = zip.get('summary.html')!.toString('utf8');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Your TapAlign data</h1>');
    expect(html).toContain('10 Mar 2026, 11:30');
  });

  it('shows a day without a tap as not logged in summary.html, never as 24 h worn', async () => {
    const patient = await newPatient();
    await t.db.insert(schema.wearEvents).values([
      { id: randomUUID(), userId: patient.id, type: 'out', at: new Date('2026-03-07T03:30:00Z') },
      { id: randomUUID(), userId: patient.id, type: 'in', at: new Date('2026-03-07T05:00:00Z') },
    ]);
    const { zip, data } = await exportOf(`/api/users/${patient.id}/export`, adminToken);
    expect(data.wearDays.map((day: { day: string }) => day.day)).toEqual(['2026-03-07']);
    const html = zip.get('summary.html')!.toString('utf8');
    const wear = html.slice(html.indexOf('<h2>Wear by day</h2>'));
    const rows = [...wear.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(rows).toEqual([
      ['10 Mar 2026', 'Not logged'],
      ['9 Mar 2026', 'Not logged'],
      ['8 Mar 2026', 'Not logged'],
      ['7 Mar 2026', '22 h 30 min'],
    ]);
    expect(wear).not.toContain('24 h');
  });

  it('is recorded in the audit trail, and an admin can download any patient’s', async () => {
    const patient = await newPatient();
    const { data } = await exportOf(`/api/users/${patient.id}/export`, adminToken);
    expect(data.profile.id).toBe(patient.id);
    const events = await t.request('GET', `/api/audit?patientId=${patient.id}`, {
      token: adminToken,
    });
    expect(events.body.events[0]).toMatchObject({
      action: 'data.export',
      actor: { _id: admin.id, role: 'admin' },
    });
  });

  it('downloaded by the patient themselves, is recorded in the audit trail as theirs', async () => {
    const patient = await newPatient();
    await exportOf('/api/users/me/export', await tokenOf(patient));
    const events = await t.request('GET', `/api/audit?patientId=${patient.id}`, {
      token: adminToken,
    });
    expect(events.status).toBe(200);
    expect(events.body.events).toEqual([
      expect.objectContaining({
        action: 'data.export',
        at: NOW.replace('Z', '.000Z'),
        actor: expect.objectContaining({ _id: patient.id, name: patient.name, role: 'patient' }),
      }),
    ]);
  });

  it('is limited to 3 copies an hour per reader and patient, each audited', async () => {
    const patient = await newPatient();
    const token = await tokenOf(patient);
    const { max, windowSeconds } = DATA_EXPORT_RATE_LIMIT;
    expect(max).toBe(3);
    for (let i = 0; i < max; i++) await exportOf('/api/users/me/export', token);
    const refused = await t.request('GET', '/api/users/me/export', { token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toBe(
      'This data was downloaded several times in the last hour. Please try again later.',
    );
    // An admin's copy for the clinic is counted apart; the patient's own comes back in an hour.
    await exportOf(`/api/users/${patient.id}/export`, adminToken);
    const events = await t.request('GET', `/api/audit?patientId=${patient.id}`, {
      token: adminToken,
    });
    const exports = events.body.events.filter(
      (event: { action: string }) => event.action === 'data.export',
    );
    expect(exports).toHaveLength(max + 1);
    t.clock.set(new Date(new Date(NOW).getTime() + windowSeconds * 1000));
    await exportOf('/api/users/me/export', token);
  });

  it('is only for the patient themselves and admins', async () => {
    const patient = await newPatient();
    const other = await newPatient();
    const otherToken = await tokenOf(other);
    expect((await t.request('GET', '/api/users/me/export')).status).toBe(401);
    expect((await t.request('GET', `/api/users/${patient.id}/export`)).status).toBe(401);
    expect(
      (await t.request('GET', `/api/users/${patient.id}/export`, { token: otherToken })).status,
    ).toBe(403);
    expect((await t.request('GET', '/api/users/me/export', { token: adminToken })).status).toBe(
      403,
    );
    expect(
      (await t.request('GET', `/api/users/${randomUUID()}/export`, { token: adminToken })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/users/${admin.id}/export`, { token: adminToken })).status,
    ).toBe(404);
  });
});

describe('erasure requests', () => {
  it('one open at a time, shown to the patient and listed for admins oldest first', async () => {
    const first = await newPatient();
    const second = await newPatient();
    const firstToken = await tokenOf(first);
    const asked = await t.request('POST', '/api/users/me/erasure-request', {
      token: firstToken,
      body: { reason: 'I have finished my treatment' },
    });
    expect(asked.status).toBe(201);
    expect((await currentUser(firstToken)).erasureRequestedAt).toBe('2026-03-10T06:00:00.000Z');
    expect(
      (await t.request('POST', '/api/users/me/erasure-request', { token: firstToken, body: {} }))
        .status,
    ).toBe(409);
    t.clock.set('2026-03-10T07:00:00Z');
    expect(
      (
        await t.request('POST', '/api/users/me/erasure-request', {
          token: await tokenOf(second),
          body: {},
        })
      ).status,
    ).toBe(201);

    const list = await t.request<{ requests: ErasureRequest[] }>('GET', '/api/erasure-requests', {
      token: await tokenOf(admin),
    });
    expect(list.status).toBe(200);
    const ours = list.body.requests.filter((r) => [first.id, second.id].includes(r.patientId));
    expect(ours).toEqual([
      {
        _id: expect.any(String),
        patientId: first.id,
        name: first.name,
        phone: first.phone,
        reason: 'I have finished my treatment',
        createdAt: '2026-03-10T06:00:00.000Z',
        dueOn: '2026-04-09',
      },
      expect.objectContaining({ patientId: second.id, reason: '' }),
    ]);
  });

  it('are due ERASURE_ANSWER_DAYS clinic days after the clinic day they were sent', async () => {
    const patient = await newPatient();
    const token = await tokenOf(patient);
    // 20:00 UTC on 10 March is 01:30 on 11 March in the clinic.
    t.clock.set('2026-03-10T20:00:00Z');
    const asked = await t.request('POST', '/api/users/me/erasure-request', { token, body: {} });
    expect(asked.body).toEqual({
      erasureRequestedAt: '2026-03-10T20:00:00.000Z',
      erasureDueOn: addDays('2026-03-11', ERASURE_ANSWER_DAYS),
    });
    expect(ERASURE_ANSWER_DAYS).toBe(30);
    expect((await currentUser(token)).erasureDueOn).toBe('2026-04-10');
  });

  it('can be withdrawn by the patient while open, with an audit event, then asked again', async () => {
    const patient = await newPatient();
    const token = await tokenOf(patient);
    expect((await t.request('DELETE', '/api/users/me/erasure-request', { token })).status).toBe(
      404,
    );
    await t.request('POST', '/api/users/me/erasure-request', { token, body: { reason: 'r' } });
    t.clock.set('2026-03-11T06:00:00Z');
    const withdrawn = await t.request('DELETE', '/api/users/me/erasure-request', { token });
    expect(withdrawn.status).toBe(204);
    const user = await currentUser(token);
    expect(user.erasureRequestedAt).toBeNull();
    expect(user.erasureDueOn).toBeNull();
    const list = await t.request<{ requests: ErasureRequest[] }>('GET', '/api/erasure-requests', {
      token: await tokenOf(admin),
    });
    expect(list.body.requests.map((r) => r.patientId)).not.toContain(patient.id);
    const events = await t.request('GET', `/api/audit?patientId=${patient.id}`, {
      token: await tokenOf(admin),
    });
    expect(events.body.events[0]).toMatchObject({
      action: 'erasure.withdraw',
      at: '2026-03-11T06:00:00.000Z',
      actor: { _id: patient.id, role: 'patient' },
      changes: { erasureRequestedAt: { old: '2026-03-10T06:00:00.000Z', new: null } },
    });
    // Kept, closed, for the record; a new request can be sent.
    const rows = await t.db
      .select()
      .from(schema.erasureRequests)
      .where(eq(schema.erasureRequests.userId, patient.id));
    expect(rows).toEqual([expect.objectContaining({ closedAt: new Date('2026-03-11T06:00:00Z') })]);
    expect((await t.request('DELETE', '/api/users/me/erasure-request', { token })).status).toBe(
      404,
    );
    expect(
      (await t.request('POST', '/api/users/me/erasure-request', { token, body: {} })).status,
    ).toBe(201);
  });

  it('are the patient’s to make and the admins’ to read', async () => {
    const patient = await newPatient();
    expect((await t.request('POST', '/api/users/me/erasure-request', { body: {} })).status).toBe(
      401,
    );
    expect(
      (await t.request('POST', '/api/users/me/erasure-request', { token: adminToken, body: {} }))
        .status,
    ).toBe(403);
    expect((await t.request('DELETE', '/api/users/me/erasure-request')).status).toBe(401);
    expect(
      (await t.request('DELETE', '/api/users/me/erasure-request', { token: adminToken })).status,
    ).toBe(403);
    expect((await t.request('GET', '/api/erasure-requests')).status).toBe(401);
    expect(
      (await t.request('GET', '/api/erasure-requests', { token: await tokenOf(patient) })).status,
    ).toBe(403);
  });
});

describe('deleting a patient', () => {
  it('leaves no row about them and none that names them, bar the trail’s "deleted" event', async () => {
    const patient = await newPatient();
    const bystander = await newPatient();
    const { applications } = await seedEverything(patient);
    const kept = await seedEverything(bystander);
    const deleted = await t.request('DELETE', `/api/users/delete/${patient.id}`, {
      token: adminToken,
    });
    expect(deleted.status).toBe(200);

    for (const table of tablesAboutPatients) {
      if (getTableName(table) === 'audit_events') continue;
      const column = patientColumn(table);
      const left = sql`select count(*)::int as n from ${table}
        where ${sql.identifier(column)} = ${patient.id}`;
      expect(await count(left), getTableName(table)).toBe(0);
    }
    // The bystander's records are all still there.
    for (const table of tablesAboutPatients) {
      const column = patientColumn(table);
      const kept = sql`select count(*)::int as n from ${table}
        where ${sql.identifier(column)} = ${bystander.id}`;
      expect(await count(kept), getTableName(table)).toBeGreaterThan(0);
    }

    // Their resumes are gone with their applications (a file's bytes are not searched below);
    // the bystander's are still there.
    const resumesLeft = async (seeded: typeof applications) => {
      const ids = seeded.map((application) => application.resumeFileId);
      const rows = await t.db
        .select({ id: schema.files.id })
        .from(schema.files)
        .where(inArray(schema.files.id, ids));
      return rows.length;
    };
    expect(await resumesLeft(applications)).toBe(0);
    expect(await resumesLeft(kept.applications)).toBe(2);

    // No row of any table names them, in any column (jsonb and arrays included).
    for (const table of allTables) {
      for (const value of [patient.name, patient.phone!, patient.email]) {
        const found = sql`select count(*)::int as n from ${table} t
          where strpos(lower(t::text), ${value.toLowerCase()}) > 0`;
        expect(await count(found), `${getTableName(table)} names the patient (${value})`).toBe(0);
      }
    }

    const trail = await t.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.patientId, patient.id));
    const deletes = trail.filter((event) => event.action === 'patient.delete');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatchObject({
      actorId: admin.id,
      changes: { erasureRequestedAt: { old: '2026-03-10T06:00:00.000Z', new: null } },
    });
    for (const event of trail) {
      if (event.action === 'consent.agree') {
        expect(event.changes).toEqual({ version: { old: null, new: PRIVACY_NOTICE_VERSION } });
      } else if (event.action !== 'patient.delete') expect(event.changes).toBeNull();
      if (event.actorId === patient.id) expect(event.actorName).toBe(ERASED_PATIENT_NAME);
    }
  });
});
