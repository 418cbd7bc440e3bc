/**
 * IDOR (docs/security.md 17): a patient aiming at other patients' records — resuming their plan,
 * raising issues in their name, reading resumes, reading their aligner switches, removing their
 * push subscription — is refused every time, and nothing of the other patient's changes.
 * 1,000 generated attempts.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alignerSwitches, issues, pauses, pushSubscriptions } from '../../src/server/db/schema';
import { applicationData, applicationForm, insertJob, pdfResume } from '../factories/content';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

let t: TestApp;
let patients: UserRow[];
const tokens = new Map<string, string>();
let resumeUrls: string[];

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-01T06:00:00Z' });
  patients = [];
  for (let i = 0; i < 5; i++) {
    const patient = await insertPatient(t.db, { startDate: '2026-01-01' });
    patients.push(patient);
    tokens.set(patient.id, await tokenFor(t.db, patient, t.clock.now()));
    await t.db
      .insert(pauses)
      .values({ userId: patient.id, pauseDate: '2026-02-20', resumedDate: null });
    await t.db.insert(issues).values({ userId: patient.id, issueType: 'Pain or discomfort' });
    await t.db.insert(alignerSwitches).values({
      userId: patient.id,
      aligner: 2,
      dueOn: '2026-01-15',
      switchedOn: '2026-01-16',
    });
    await t.db.insert(pushSubscriptions).values({
      userId: patient.id,
      endpoint: endpointOf(patient.id),
      p256dh: 'B'.padEnd(87, 'A'),
      auth: 'A'.repeat(22),
    });
  }
  const job = await insertJob(t.db);
  for (let i = 0; i < 2; i++) {
    // Two applicants: one application per email and opening.
    const data = applicationData(job.id, { email: `applicant${i}@example.com` });
    const form = applicationForm(data, pdfResume());
    const res = await t.request('POST', '/api/apply-jobs', { body: form, ip: `10.60.0.${i}` });
    expect(res.status).toBe(201);
  }
  const admin = await tokenFor(t.db, await insertAdmin(t.db), t.clock.now());
  const list = await t.request('GET', '/api/apply-jobs', { token: admin });
  resumeUrls = list.body.applyJobs.map((application: { resume: string }) => application.resume);
  expect(resumeUrls).toHaveLength(2);
});
afterAll(() => t.close());

const endpointOf = (userId: string) => `https://fcm.googleapis.com/fcm/send/${userId}`;

async function stateOf(userId: string) {
  const open = await t.db.select().from(pauses).where(eq(pauses.userId, userId));
  const own = await t.db.select().from(issues).where(eq(issues.userId, userId));
  const subs = await t.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const switches = await t.db
    .select({ aligner: alignerSwitches.aligner })
    .from(alignerSwitches)
    .where(eq(alignerSwitches.userId, userId));
  return JSON.stringify({ open, own: own.map((i) => [i.id, i.issueStatus]), subs, switches });
}

describe('IDOR', () => {
  it('never lets a patient act on another patient or read a resume', async () => {
    const index = fc.integer({ min: 0, max: 4 });
    const attempt = fc.record({
      caller: index,
      victimOffset: fc.integer({ min: 1, max: 4 }),
      action: fc.constantFrom('resume', 'raise', 'resume-file', 'switches', 'unsubscribe'),
    });
    await fc.assert(
      fc.asyncProperty(attempt, async ({ caller, victimOffset, action }) => {
        const me = patients[caller]!;
        const victim = patients[(caller + victimOffset) % patients.length]!;
        const token = tokens.get(me.id)!;
        const before = await stateOf(victim.id);
        const res =
          action === 'resume'
            ? await t.request('PUT', `/api/issue-query/${victim.id}`, {
                token,
                body: { issueStatus: 'closed', status: 'active', resumeDate: '2026-03-01' },
              })
            : action === 'raise'
              ? await t.request('POST', '/api/issue-query', {
                  token,
                  body: {
                    issueType: 'Pain or discomfort',
                    pauseProgress: true,
                    addedBy: victim.id,
                  },
                })
              : action === 'switches'
                ? await t.request('GET', `/api/aligner-switches?patientId=${victim.id}`, { token })
                : action === 'unsubscribe'
                  ? await t.request('DELETE', '/api/push/subscriptions', {
                      token,
                      body: { endpoint: endpointOf(victim.id) },
                    })
                  : await t.request('GET', resumeUrls[victimOffset % resumeUrls.length]!, {
                      token,
                    });
        // Removing a subscription answers 204 whoever owns it, and leaves others' alone.
        expect(res.status).toBe(action === 'unsubscribe' ? 204 : 403);
        expect(JSON.stringify(res.body)).not.toContain('2026-01-16');
        expect(await stateOf(victim.id)).toBe(before);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
