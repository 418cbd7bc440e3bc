/** Job applications in the database, in the API's shape (api-types `JobApplication`). */
import { desc, eq, sql } from 'drizzle-orm';
import type { JobApplication } from '../../../shared/api-types';
import type { ApplicationData } from '../../../shared/schemas/content';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import { jobApplications, jobs } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { withStagedFiles, type StagedFile } from '../../services/file-store';
import { fileUrl, insertFile, type NewFile } from '../../services/files';

type ApplicationRow = typeof jobApplications.$inferSelect;

const toJobApplication = (
  a: ApplicationRow,
  job: { id: string; title: string } | null,
): JobApplication => ({
  _id: a.id,
  createdAt: a.createdAt.toISOString(),
  name: a.name,
  email: a.email,
  phone: a.phone,
  about: a.about,
  resume: fileUrl(a.resumeFileId),
  // A deleted opening leaves its title behind (and no id to link to).
  job: job ? { _id: job.id, title: job.title } : { _id: null, title: a.jobTitle },
});

const ALREADY_APPLIED = 'You have already applied for this job';
const UNIQUE_APPLICANT = 'job_applications_applicant_unique';

/** One application per applicant and opening: `<job id>:<lower-case email>`. */
const applicantKey = (jobId: string, email: string) => `${jobId}:${email.toLowerCase()}`;

const alreadyApplied = () =>
  new HttpError(409, ALREADY_APPLIED, [{ path: 'email', message: ALREADY_APPLIED }]);

/** 409 when this email has applied for this opening (checked before the resume is parsed). */
export async function refuseRepeatApplication(db: Db, { job, email }: ApplicationData) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(jobApplications)
    .where(eq(jobApplications.applicantKey, applicantKey(job, email)));
  if (row) throw alreadyApplied();
}

const isRepeat = (error: unknown) => {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  const { code, constraint } = (cause ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === UNIQUE_APPLICANT;
};

/**
 * The application and its resume, written together or not at all; 404 once the job is gone,
 * 409 when this email already applied for it (also when two arrive at once).
 */
export async function insertApplication(
  { db, files }: Pick<AppDeps, 'db' | 'files'>,
  data: ApplicationData,
  resume: NewFile,
  createdAt: Date,
): Promise<void> {
  try {
    await withStagedFiles(files, [resume], ([staged]) => insertOnce(db, data, staged!, createdAt));
  } catch (error) {
    throw isRepeat(error) ? alreadyApplied() : error;
  }
}

async function insertOnce(
  db: Db,
  { job: jobId, ...applicant }: ApplicationData,
  resume: StagedFile,
  createdAt: Date,
) {
  const key = applicantKey(jobId, applicant.email);
  await db.transaction(async (tx) => {
    // Lock the opening so that it cannot be deleted between this check and the insert.
    const [job] = await tx
      .select({ title: jobs.title })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for('share');
    if (!job) throw notFound(/*i18n*/ 'This job opening no longer exists');
    const resumeFileId = await insertFile(tx, resume);
    await tx.insert(jobApplications).values({
      ...applicant,
      jobId,
      jobTitle: job.title,
      resumeFileId,
      applicantKey: key,
      createdAt,
    });
  });
}

/** Every application, newest first, with its opening when that still exists. */
export async function listApplications(db: Db): Promise<JobApplication[]> {
  const rows = await db
    .select({ application: jobApplications, job: { id: jobs.id, title: jobs.title } })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return rows.map(({ application, job }) => toJobApplication(application, job));
}

/** One application, with its opening when that still exists. */
export async function findApplication(db: Db, id: string): Promise<JobApplication | undefined> {
  const [row] = await db
    .select({ application: jobApplications, job: { id: jobs.id, title: jobs.title } })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, id));
  return row && toJobApplication(row.application, row.job);
}
