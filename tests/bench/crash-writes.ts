/**
 * The crash benchmark's writes: each carries a fresh UUID tag, and is "acknowledged" once the
 * server answered 2xx. `countTagged` then finds how many copies of each tag the database holds.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db/database';
import { minimalPdf } from '../e2e/support/minimal-pdf';
import { callJson } from './bench-http';

export type WriteKind = 'register' | 'issue' | 'apply' | 'contact';
export interface Write {
  kind: WriteKind;
  tag: string;
  acknowledged: boolean;
}
export interface WriteContext {
  base: string;
  adminToken: string;
  jobId: string;
  /** Patients' tokens for raising issues; each patient may raise 10 an hour. */
  patientTokens: { id: string; token: string; used: number }[];
}

let phoneCounter = Math.floor(Math.random() * 1_000_000);
const nextPhone = () => `6${String(100_000_000 + (phoneCounter++ % 800_000_000)).slice(-9)}`;

export async function sendWrite(kind: WriteKind, ctx: WriteContext): Promise<Write> {
  const tag = randomUUID();
  const email = `${tag}@crash.example`;
  let status: number;
  if (kind === 'register') {
    status = (
      await callJson(ctx.base, 'POST', '/api/users/register', {
        token: ctx.adminToken,
        body: {
          name: 'Crash Patient',
          phone: nextPhone(),
          email,
          dob: '1990-01-01',
          gender: 'other',
          link3d: 'https://example.com/plan',
          startDate: '2026-01-01',
          aligners: 10,
        },
      })
    ).status;
  } else if (kind === 'issue') {
    const patient = ctx.patientTokens.find((p) => p.used < 10);
    if (!patient) return { kind, tag, acknowledged: false };
    patient.used++;
    status = (
      await callJson(ctx.base, 'POST', '/api/issue-query', {
        token: patient.token,
        body: {
          issueType: 'Other (please specify)',
          description: tag,
          pauseProgress: false,
          addedBy: patient.id,
        },
      })
    ).status;
  } else if (kind === 'apply') {
    const form = new FormData();
    form.set(
      'data',
      JSON.stringify({
        name: 'Crash Applicant',
        email,
        phone: '9876543210',
        job: ctx.jobId,
        about: tag,
      }),
    );
    form.set(
      'resume',
      new Blob([new Uint8Array(minimalPdf(tag))], { type: 'application/pdf' }),
      'cv.pdf',
    );
    status = (await callJson(ctx.base, 'POST', '/api/apply-jobs', { body: form })).status;
  } else {
    status = (
      await callJson(ctx.base, 'POST', '/api/contact', {
        body: { name: 'Crash Contact', mobile: '9876543210', email, message: tag },
      })
    ).status;
  }
  return { kind, tag, acknowledged: status >= 200 && status < 300 };
}

/** How many rows hold each tag, per kind; applications count only with their resume file. */
export async function countTagged(db: Db): Promise<Map<string, number>> {
  const rows = await queryRows<{ tag: string; n: number }>(
    db,
    sql`
      select split_part(email, '@', 1) as tag, count(*)::int as n from users
        where email like '%@crash.example' group by 1
      union all
      select description, count(*)::int from issues where description ~ '^[0-9a-f-]{36}$' group by 1
      union all
      select split_part(a.email, '@', 1), count(*)::int from job_applications a
        join files f on f.id = a.resume_file_id and f.size > 0
        where a.email like '%@crash.example' group by 1
      union all
      select split_part(email, '@', 1), count(*)::int from contact_messages
        where email like '%@crash.example' group by 1`,
  );
  return new Map(rows.map(({ tag, n }) => [tag, n]));
}

/** Applications whose resume file is missing (must be none). */
export async function applicationsWithoutFile(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from job_applications a left join files f on f.id = a.resume_file_id where f.id is null`,
  );
  return row!.n;
}
