import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issues, moderators, pauses } from '../../src/server/db/schema';
import { ISSUE_RATE_LIMIT_MESSAGE } from '../../src/server/routes/issues/issue-query.routes';
import { ISSUE_RATE_LIMIT } from '../../src/shared/constants';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
/** 11:30 in Kolkata on the given clinic day. */
const at = (day: string) => `${day}T06:00:00Z`;

let t: TestApp;
let adminUser: UserRow;

beforeAll(async () => {
  t = await createTestApp({ now: at('2026-03-01') });
  adminUser = await insertAdmin(t.db);
  await t.db.insert(moderators).values([{ number: '9811111111' }, { number: '7022222222' }]);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.set(at('2026-03-01'));
  t.whatsapp.messages.length = 0;
  t.whatsapp.fail = false;
});

/** Sessions are made at the test clock's time: admin sessions end after 30 idle minutes. */
const adminToken = () => tokenFor(t.db, adminUser, t.clock.now());
const tokenOf = (user: UserRow) => tokenFor(t.db, user, t.clock.now());

async function adminView(patient: UserRow) {
  const res = await t.request('GET', `/api/users?q=${encodeURIComponent(patient.email)}`, {
    token: await adminToken(),
  });
  return res.body.users[0];
}

async function timeline(patient: UserRow) {
  const res = await t.request('GET', '/api/timeline', { token: await tokenOf(patient) });
  expect(res.status).toBe(200);
  return res.body.timeline.eventDates as {
    date: string;
    status: string;
    pauseDetails?: unknown;
  }[];
}

const raise = async (patient: UserRow, body: Record<string, unknown> = {}) =>
  t.request('POST', '/api/issue-query', {
    token: await tokenOf(patient),
    body: { issueType: 'Pain or discomfort', pauseProgress: true, addedBy: patient.id, ...body },
  });

const resume = (userId: string, token: string, resumeDate: string) =>
  t.request('PUT', `/api/issue-query/${userId}`, {
    token,
    body: { issueStatus: 'closed', status: 'active', resumeDate },
  });

const openPauses = (userId: string) =>
  t.db
    .select()
    .from(pauses)
    .where(and(eq(pauses.userId, userId), isNull(pauses.resumedDate)));

const issuesOf = (userId: string) => t.db.select().from(issues).where(eq(issues.userId, userId));

describe('GET /api/timeline', () => {
  it('shows a patient mid-treatment: aligner 5 of 10 in progress', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01', aligners: 10, steps: 2 });
    const events = await timeline(patient);
    expect(events.map((e) => e.date)).toEqual([
      '2026-01-01',
      '2026-01-15',
      '2026-01-29',
      '2026-02-12',
      '2026-02-26',
      '2026-03-12',
      '2026-03-26',
      '2026-04-09',
      '2026-04-23',
      '2026-05-07',
      '2026-05-21',
    ]);
    expect(events.map((e) => e.status)).toEqual([
      ...Array(4).fill('completed'),
      'in progress',
      ...Array(5).fill('pending'),
      'end date',
    ]);
    expect(await adminView(patient)).toMatchObject({
      currentAligner: 5,
      nextDate: '2026-03-12',
      weekCompleted: 8,
      status: 'active',
    });
  });

  it('shows a patient who has not started: every aligner pending', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-04-01', aligners: 2, steps: 1 });
    expect(await timeline(patient)).toEqual([
      { date: '2026-04-01', status: 'pending' },
      { date: '2026-04-08', status: 'pending' },
      { date: '2026-04-15', status: 'end date' },
    ]);
    expect(await adminView(patient)).toMatchObject({
      currentAligner: 0,
      nextDate: '2026-04-01',
      weekCompleted: 0,
      status: 'active',
    });
  });

  it('shows a finished patient: every aligner completed', async () => {
    const patient = await insertPatient(t.db, { startDate: '2025-01-01', aligners: 3, steps: 1 });
    expect(await timeline(patient)).toEqual([
      { date: '2025-01-01', status: 'completed' },
      { date: '2025-01-08', status: 'completed' },
      { date: '2025-01-15', status: 'completed' },
      { date: '2025-01-22', status: 'end date' },
    ]);
    expect(await adminView(patient)).toMatchObject({
      currentAligner: 3,
      nextDate: null,
      status: 'completed',
    });
  });

  it("gives an admin any patient's timeline, the one the patient sees", async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-02-01', aligners: 3, steps: 2 });
    const res = await t.request('GET', `/api/timeline/${patient.id}`, {
      token: await adminToken(),
    });
    expect(res.status).toBe(200);
    expect(res.body.timeline.eventDates).toEqual(await timeline(patient));
    const unknown = await t.request('GET', `/api/timeline/${randomUUID()}`, {
      token: await adminToken(),
    });
    expect(unknown.status).toBe(404);
    const patientAsks = await t.request('GET', `/api/timeline/${patient.id}`, {
      token: await tokenOf(patient),
    });
    expect(patientAsks.status).toBe(403);
  });

  it('is for patients: 401 anonymous, 403 for an admin', async () => {
    expect((await t.request('GET', '/api/timeline')).status).toBe(401);
    const res = await t.request('GET', '/api/timeline', { token: await adminToken() });
    expect(res.status).toBe(403);
  });
});

describe('raising an issue that pauses the treatment, then resuming', () => {
  it('pauses, moves the dates day by day while paused, and resumes', async () => {
    const patient = await insertPatient(t.db, {
      name: 'Kavya Iyer',
      startDate: '2026-01-01',
      aligners: 10,
      steps: 2,
    });
    const raised = await raise(patient, { description: 'Sore gums near the molars' });
    expect(raised.status).toBe(201);
    expect(raised.body.message).toBe(
      'Issue submitted. Your treatment is paused until it is resolved.',
    );
    expect(await openPauses(patient.id)).toMatchObject([{ pauseDate: '2026-03-01' }]);
    expect(await issuesOf(patient.id)).toMatchObject([
      {
        issueType: 'Pain or discomfort',
        description: 'Sore gums near the molars',
        pauseProgress: true,
        issueStatus: 'open',
      },
    ]);

    // Every moderator hears of it: the patient's name and the issue type, nothing clinical.
    expect(t.whatsapp.messages.map((m) => m.phone).sort()).toEqual(['7022222222', '9811111111']);
    for (const { text } of t.whatsapp.messages) {
      expect(text).toContain('Kavya Iyer');
      expect(text).toContain('Pain or discomfort');
      expect(text).not.toContain('Sore gums');
    }

    t.clock.advance(5 * DAY);
    expect(await adminView(patient)).toMatchObject({
      status: 'paused',
      nextDate: '2026-03-17',
      endDate: '2026-05-26',
    });
    let events = await timeline(patient);
    expect(events[4]).toEqual({
      date: '2026-02-26',
      status: 'in progress',
      pauseDetails: { delay: 5, pauseDate: '2026-03-01', resumedDate: null },
    });
    expect(events[5]).toEqual({ date: '2026-03-17', status: 'pending' });

    t.clock.advance(DAY);
    events = await timeline(patient);
    expect(events[5]!.date).toBe('2026-03-18');
    expect(events[10]).toEqual({ date: '2026-05-27', status: 'end date' });

    const resumed = await resume(patient.id, await tokenOf(patient), '2026-03-07');
    expect(resumed.status).toBe(200);
    expect(resumed.body.message).toBe('Treatment resumed successfully.');
    expect(await openPauses(patient.id)).toEqual([]);
    expect((await issuesOf(patient.id)).map((i) => i.issueStatus)).toEqual(['closed']);

    // Resumed: the dates stay put as the days go by.
    t.clock.advance(3 * DAY);
    expect(await adminView(patient)).toMatchObject({ status: 'active', nextDate: '2026-03-18' });
    events = await timeline(patient);
    expect(events[4]!.pauseDetails).toEqual({
      delay: 6,
      pauseDate: '2026-03-01',
      resumedDate: '2026-03-07',
    });
    expect(events[10]!.date).toBe('2026-05-27');

    const again = await resume(patient.id, await tokenOf(patient), '2026-03-10');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Treatment is not paused');
  });

  it('keeps one open pause when a paused patient raises another issue, even at once', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01' });
    const both = await Promise.all([raise(patient), raise(patient)]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const third = await raise(patient, { issueType: 'Lost/Damaged Aligner' });
    expect(third.status).toBe(201);
    expect(third.body.message).toBe('Issue submitted. We will get back to you soon.');
    expect(await openPauses(patient.id)).toHaveLength(1);
    expect(await issuesOf(patient.id)).toHaveLength(3);
  });

  it('does not pause a completed plan, nor without pauseProgress', async () => {
    const done = await insertPatient(t.db, { startDate: '2025-01-01', aligners: 2, steps: 1 });
    expect((await raise(done)).status).toBe(201);
    const active = await insertPatient(t.db, { startDate: '2026-02-01' });
    expect((await raise(active, { pauseProgress: false })).status).toBe(201);
    for (const patient of [done, active]) {
      expect(await t.db.select().from(pauses).where(eq(pauses.userId, patient.id))).toEqual([]);
      expect(await issuesOf(patient.id)).toHaveLength(1);
    }
    expect((await adminView(done)).status).toBe('completed');
    expect((await adminView(active)).status).toBe('active');
  });

  it('stores the issue and answers 201 when WhatsApp fails', async () => {
    const patient = await insertPatient(t.db);
    t.whatsapp.fail = true;
    const res = await raise(patient, { pauseProgress: false });
    expect(res.status).toBe(201);
    expect(await issuesOf(patient.id)).toHaveLength(1);
  });

  it('refuses a pausing issue before a resume date still ahead (409 naming it), not the issue', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01' });
    await raise(patient);
    expect((await resume(patient.id, await tokenOf(patient), '2026-03-05')).status).toBe(200);
    t.clock.advance(2 * DAY); // 2026-03-03
    const refused = await raise(patient, { issueType: 'Lost/Damaged Aligner' });
    expect(refused.status).toBe(409);
    const message =
      'Your treatment resumes on 5 Mar 2026, so it cannot be paused again before then. You can still report the issue without pausing.';
    expect(refused.body).toEqual({ message, issues: [{ path: 'pauseProgress', message }] });
    // Nothing stored, nobody messaged, the pause untouched.
    expect(await issuesOf(patient.id)).toHaveLength(1);
    const sent = t.whatsapp.messages.length;
    const allPauses = () => t.db.select().from(pauses).where(eq(pauses.userId, patient.id));
    expect(await allPauses()).toMatchObject([
      { pauseDate: '2026-03-01', resumedDate: '2026-03-05' },
    ]);

    const withoutPause = await raise(patient, { pauseProgress: false });
    expect(withoutPause.status).toBe(201);
    expect(t.whatsapp.messages.length).toBeGreaterThan(sent);

    // From the resume date on, a new pause may begin.
    t.clock.advance(2 * DAY); // 2026-03-05
    expect((await raise(patient)).body.message).toMatch(/paused until it is resolved/);
    expect(await allPauses()).toMatchObject([
      { pauseDate: '2026-03-01', resumedDate: '2026-03-05' },
      { pauseDate: '2026-03-05', resumedDate: null },
    ]);
  });

  it('closes on resuming only the issue that paused; the others stay open for the clinic', async () => {
    const patient = await insertPatient(t.db, { name: 'Meera Shah', startDate: '2026-01-01' });
    await raise(patient, { issueType: 'Aligner not fitting properly', pauseProgress: false });
    t.clock.advance(60_000);
    await raise(patient, { issueType: 'Pain or discomfort' });
    t.clock.advance(60_000);
    await raise(patient, { issueType: 'Lost/Damaged Aligner' }); // while paused: pauses nothing
    const [pause] = await openPauses(patient.id);
    const byType = async () =>
      Object.fromEntries((await issuesOf(patient.id)).map((i) => [i.issueType, i]));
    expect((await byType())['Pain or discomfort']!.pauseId).toBe(pause!.id);
    expect((await byType())['Lost/Damaged Aligner']!.pauseId).toBeNull();

    t.clock.advance(DAY);
    expect((await resume(patient.id, await tokenOf(patient), '2026-03-02')).status).toBe(200);
    const after = await byType();
    expect(after['Pain or discomfort']).toMatchObject({
      issueStatus: 'closed',
      closedAt: t.clock.now(),
      closedById: patient.id,
      closedByName: 'Meera Shah',
    });
    expect(after['Aligner not fitting properly']!.issueStatus).toBe('open');
    expect(after['Lost/Damaged Aligner']!.issueStatus).toBe('open');

    const open = await t.request('GET', '/api/issues?status=open', { token: await adminToken() });
    const openTypes = open.body.issues
      .filter((i: { addedBy: { _id: string } }) => i.addedBy._id === patient.id)
      .map((i: { issueType: string }) => i.issueType);
    expect(openTypes.sort()).toEqual(['Aligner not fitting properly', 'Lost/Damaged Aligner']);
  });

  it('validates the resume date', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01' });
    await raise(patient);
    t.clock.advance(4 * DAY); // 2026-03-05
    const token = await tokenOf(patient);
    const past = await resume(patient.id, token, '2026-03-04');
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The resume date cannot be before today (05/03/2026)');
    for (const bad of ['2026-02-30', '05/03/2026', '']) {
      expect((await resume(patient.id, token, bad)).status, bad).toBe(400);
    }
    const wrongStatus = await t.request('PUT', `/api/issue-query/${patient.id}`, {
      token,
      body: { issueStatus: 'open', status: 'active', resumeDate: '2026-03-05' },
    });
    expect(wrongStatus.status).toBe(400);

    // Staff may record an earlier date, but never one before the pause.
    const admin = await adminToken();
    const beforePause = await resume(patient.id, admin, '2026-02-28');
    expect(beforePause.status).toBe(400);
    expect(beforePause.body.message).toMatch(/before the pause date/);
    expect(await openPauses(patient.id)).toHaveLength(1);
    expect((await issuesOf(patient.id))[0]!.issueStatus).toBe('open');

    expect((await resume(patient.id, admin, '2026-03-03')).status).toBe(200);
    expect((await adminView(patient)).endDate).toBe('2026-05-23');
  });
});

describe('the resume date: at most 90 days ahead, and an admin may correct one still ahead', () => {
  it('refuses a resume date more than 90 days after today, for the patient and the admin', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01' });
    await raise(patient);
    const far = 'The resume date must be within 90 days of today (30/05/2026 at the latest)';
    for (const token of [await tokenOf(patient), await adminToken()]) {
      for (const date of ['2100-12-31', '2026-05-31']) {
        const res = await resume(patient.id, token, date);
        expect(res.status, date).toBe(400);
        expect(res.body).toEqual({ message: far, issues: [{ path: 'resumeDate', message: far }] });
      }
    }
    expect(await openPauses(patient.id)).toHaveLength(1);
    expect((await resume(patient.id, await tokenOf(patient), '2026-05-30')).status).toBe(200);
    expect(await t.db.select().from(pauses).where(eq(pauses.userId, patient.id))).toMatchObject([
      { resumedDate: '2026-05-30' },
    ]);
  });

  it('lets an admin move a resume date still ahead, recorded in the audit trail', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01' });
    await raise(patient);
    // A date set before the 90-day bound existed, far in the future.
    await t.db
      .update(pauses)
      .set({ resumedDate: '2100-12-31' })
      .where(eq(pauses.userId, patient.id));
    t.clock.advance(3 * DAY); // 2026-03-04
    expect((await adminView(patient)).endDate).toBe('2101-03-22');

    // The patient cannot: their plan is not paused.
    const byPatient = await resume(patient.id, await tokenOf(patient), '2026-03-04');
    expect(byPatient.status).toBe(400);
    expect(byPatient.body.message).toBe('Treatment is not paused');

    const admin = await adminToken();
    const beforePause = await resume(patient.id, admin, '2026-02-28');
    expect(beforePause.status).toBe(400);
    expect(beforePause.body.message).toBe(
      'The resume date cannot be before the pause date (01/03/2026)',
    );
    expect((await resume(patient.id, admin, '2026-06-03')).status).toBe(400);

    const moved = await resume(patient.id, admin, '2026-03-03');
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Resume date changed to 3 Mar 2026.');
    expect(await t.db.select().from(pauses).where(eq(pauses.userId, patient.id))).toMatchObject([
      { pauseDate: '2026-03-01', resumedDate: '2026-03-03' },
    ]);
    expect(await adminView(patient)).toMatchObject({ status: 'active', endDate: '2026-05-23' });

    const trail = await t.request('GET', `/api/audit?patientId=${patient.id}`, { token: admin });
    expect(trail.body.events[0]).toMatchObject({
      action: 'pause.resume-date',
      actor: { _id: adminUser.id },
      changes: { resumedDate: { old: '2100-12-31', new: '2026-03-03' } },
    });

    // Once the date has gone by it is history: nothing left to move.
    const again = await resume(patient.id, admin, '2026-03-04');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Treatment is not paused');
  });
});

describe('raising issues is rate-limited per patient (docs/security.md 11b)', () => {
  it(`takes ${ISSUE_RATE_LIMIT.max} issues an hour, then answers 429 with Retry-After`, async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01', aligners: 10, steps: 2 });
    const other = await insertPatient(t.db, { startDate: '2026-01-01', aligners: 10, steps: 2 });
    for (let i = 0; i < ISSUE_RATE_LIMIT.max; i++) {
      expect((await raise(patient, { pauseProgress: false })).status).toBe(201);
    }
    const sent = t.whatsapp.messages.length;
    const limited = await raise(patient, { pauseProgress: false });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(ISSUE_RATE_LIMIT_MESSAGE);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ISSUE_RATE_LIMIT.windowSeconds);
    // Nothing stored and nobody messaged for the refused one; other patients are not affected.
    expect(await issuesOf(patient.id)).toHaveLength(ISSUE_RATE_LIMIT.max);
    expect(t.whatsapp.messages.length).toBe(sent);
    expect((await raise(other, { pauseProgress: false })).status).toBe(201);
    t.clock.advance(retryAfter * 1000);
    expect((await raise(patient, { pauseProgress: false })).status).toBe(201);
  });
});

describe('who may raise and resume', () => {
  it('refuses an issue raised in another patient’s name (403), storing nothing', async () => {
    const me = await insertPatient(t.db);
    const other = await insertPatient(t.db);
    const res = await raise(me, { addedBy: other.id });
    expect(res.status).toBe(403);
    expect(await issuesOf(other.id)).toEqual([]);
    expect(await issuesOf(me.id)).toEqual([]);
    expect(t.whatsapp.messages).toEqual([]);
  });

  it("refuses to resume another patient's treatment (403)", async () => {
    const me = await insertPatient(t.db);
    const other = await insertPatient(t.db);
    await raise(other);
    for (const id of [other.id, randomUUID(), 'x']) {
      const res = await resume(id, await tokenOf(me), '2026-03-01');
      expect(res.status, id).toBe(403);
    }
    expect(await openPauses(other.id)).toHaveLength(1);
  });

  it('answers 401 anonymous, 403 for an admin raising an issue, 404 for an unknown patient', async () => {
    const patient = await insertPatient(t.db);
    const body = { issueType: 'Pain or discomfort', addedBy: patient.id };
    expect((await t.request('POST', '/api/issue-query', { body })).status).toBe(401);
    const admin = await adminToken();
    expect((await t.request('POST', '/api/issue-query', { body, token: admin })).status).toBe(403);
    expect((await resume(patient.id, '', '2026-03-01')).status).toBe(401);
    expect((await resume(randomUUID(), admin, '2026-03-01')).status).toBe(404);
  });

  it('refuses "Other (please specify)" with no description, saying so on the field', async () => {
    const patient = await insertPatient(t.db);
    for (const description of [undefined, '', '  \n ']) {
      const res = await raise(patient, { issueType: 'Other (please specify)', description });
      expect(res.status, JSON.stringify(description)).toBe(400);
      expect(res.body.issues).toEqual([
        { path: 'description', message: 'Please describe the issue' },
      ]);
    }
    expect(await issuesOf(patient.id)).toEqual([]);
    const described = await raise(patient, {
      issueType: 'Other (please specify)',
      description: 'The case hinge broke',
    });
    expect(described.status).toBe(201);
  });

  it('rejects an unknown issue type and unknown keys', async () => {
    const patient = await insertPatient(t.db);
    for (const extra of [{ issueType: 'Bored' }, { pauseProgress: 'yes' }, { status: 'paused' }]) {
      const res = await raise(patient, extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    expect(await issuesOf(patient.id)).toEqual([]);
  });
});

describe('admin: GET /api/issues and PATCH /api/issues/admin-patch/:patientId', () => {
  const patchIssues = async (patientId: string, body: Record<string, unknown> = {}) =>
    t.request('PATCH', `/api/issues/admin-patch/${patientId}`, {
      token: await adminToken(),
      body: { issueStatus: 'closed', status: 'active', ...body },
    });

  it('lists issues newest first with the patient, filtered by status', async () => {
    const patient = await insertPatient(t.db, { name: 'Rohan Das' });
    await raise(patient, { issueType: 'Lost/Damaged Aligner', pauseProgress: false });
    t.clock.advance(60_000);
    await raise(patient, { issueType: 'Other (please specify)', description: 'Case cracked' });
    const admin = await adminToken();

    const res = await t.request('GET', '/api/issues', { token: admin });
    expect(res.status).toBe(200);
    const mine = res.body.issues.filter(
      (i: { addedBy: { _id: string } }) => i.addedBy._id === patient.id,
    );
    expect(mine).toEqual([
      {
        _id: expect.any(String),
        issueType: 'Other (please specify)',
        issueStatus: 'open',
        description: 'Case cracked',
        pauseProgress: true,
        pausedTreatment: true,
        createdAt: '2026-03-01T06:01:00.000Z',
        closedAt: null,
        closedBy: null,
        addedBy: { _id: patient.id, name: 'Rohan Das', phone: patient.phone, email: patient.email },
        raisedBy: null,
      },
      expect.objectContaining({ issueType: 'Lost/Damaged Aligner', pauseProgress: false }),
    ]);
    const all: { createdAt: string }[] = res.body.issues;
    expect(all.map((i) => i.createdAt)).toEqual([...all.map((i) => i.createdAt)].sort().reverse());
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);

    await patchIssues(patient.id, { issueId: mine[1]._id });
    const open = await t.request('GET', '/api/issues?status=open', { token: admin });
    const closed = await t.request('GET', '/api/issues?status=closed', { token: admin });
    expect(open.body.issues.every((i: { issueStatus: string }) => i.issueStatus === 'open')).toBe(
      true,
    );
    expect(closed.body.issues.find((i: { _id: string }) => i._id === mine[1]._id)).toMatchObject({
      issueStatus: 'closed',
      closedAt: t.clock.now().toISOString(),
      closedBy: { _id: adminUser.id, name: adminUser.name },
    });
    expect(open.body.issues.map((i: { _id: string }) => i._id)).toContain(mine[0]._id);
    expect((await t.request('GET', '/api/issues?status=new', { token: admin })).status).toBe(400);
  });

  it("closes all the patient's open issues and resumes the plan as of today", async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01' });
    await raise(patient);
    await raise(patient, { issueType: 'Lost/Damaged Aligner' });
    t.clock.advance(3 * DAY);

    const res = await patchIssues(patient.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('2 issues closed and treatment resumed.');
    expect((await issuesOf(patient.id)).map((i) => i.issueStatus)).toEqual(['closed', 'closed']);
    expect(await t.db.select().from(pauses).where(eq(pauses.userId, patient.id))).toMatchObject([
      { pauseDate: '2026-03-01', resumedDate: '2026-03-04' },
    ]);
    expect(await adminView(patient)).toMatchObject({ status: 'active', endDate: '2026-05-24' });
    expect((await patchIssues(patient.id)).body.message).toBe(
      'There were no open issues to close.',
    );
  });

  it('resumes when the closed issue is the one that paused, not for another', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01' });
    await raise(patient, { issueType: 'Aligner not fitting properly', pauseProgress: false });
    t.clock.advance(60_000);
    await raise(patient, { issueType: 'Pain or discomfort' });
    const issueOf = async (issueType: string) =>
      (await issuesOf(patient.id)).find((i) => i.issueType === issueType)!;
    const fit = await issueOf('Aligner not fitting properly');
    const pain = await issueOf('Pain or discomfort');

    const other = await patchIssues(patient.id, { issueId: fit.id });
    expect(other.status).toBe(200);
    expect(other.body.message).toBe(
      'Issue closed. The treatment stays paused until the issue that paused it is closed.',
    );
    expect(await openPauses(patient.id)).toHaveLength(1);
    expect((await adminView(patient)).status).toBe('paused');

    const again = await patchIssues(patient.id, { issueId: fit.id });
    expect(again.body.message).toBe(
      'This issue was already closed. The treatment stays paused until the issue that paused it is closed.',
    );

    const pausing = await patchIssues(patient.id, { issueId: pain.id });
    expect(pausing.body.message).toBe('Issue closed and treatment resumed.');
    expect(await openPauses(patient.id)).toEqual([]);
    expect(await issueOf('Pain or discomfort')).toMatchObject({
      issueStatus: 'closed',
      closedById: adminUser.id,
      closedByName: adminUser.name,
    });
  });

  it('says only "Issue closed." when nothing was paused', async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01' });
    await raise(patient, { pauseProgress: false });
    const res = await patchIssues(patient.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Issue closed.');
    expect(await t.db.select().from(pauses).where(eq(pauses.userId, patient.id))).toEqual([]);
  });

  it("answers 404 for an unknown patient or another patient's issue, changing nothing", async () => {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01' });
    const other = await insertPatient(t.db);
    await raise(patient);
    await raise(other, { pauseProgress: false });
    const [othersIssue] = await issuesOf(other.id);

    const foreign = await patchIssues(patient.id, { issueId: othersIssue!.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Issue not found');
    expect(await openPauses(patient.id)).toHaveLength(1);
    expect((await issuesOf(patient.id))[0]!.issueStatus).toBe('open');
    expect((await issuesOf(other.id))[0]!.issueStatus).toBe('open');

    for (const id of [randomUUID(), 'x', adminUser.id]) {
      expect((await patchIssues(id)).status, id).toBe(404);
    }
    expect((await patchIssues(patient.id, { issueStatus: 'open' })).status).toBe(400);
    expect((await patchIssues(patient.id, { issueId: 'x' })).status).toBe(400);
  });

  it('is for admins only', async () => {
    const patient = await insertPatient(t.db);
    const token = await tokenOf(patient);
    const body = { issueStatus: 'closed', status: 'active' };
    expect((await t.request('GET', '/api/issues')).status).toBe(401);
    expect((await t.request('GET', '/api/issues', { token })).status).toBe(403);
    const path = `/api/issues/admin-patch/${patient.id}`;
    expect((await t.request('PATCH', path, { body })).status).toBe(401);
    expect((await t.request('PATCH', path, { body, token })).status).toBe(403);
  });
});
