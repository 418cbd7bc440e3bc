/** Job applications in the database, in the API's shape (api-types `JobApplication`). */
import { desc, eq } from 'drizzle-orm';
import type { JobApplication } from '../../../shared/api-types';
import type { ApplicationData } from '../../../shared/schemas/content';
import type { Db } from '../../db/database';
import { jobApplications, jobs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { fileUrl, insertFile, type NewFile } from '../../services/files';

type ApplicationRow = typeof jobApplications.$inferSelect;

export const toJobApplication = (
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

/** The application and its resume, written together or not at all; 404 once the job is gone. */
export async function insertApplication(
  db: Db,
  { job: jobId, ...applicant }: ApplicationData,
  resume: NewFile,
  createdAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the opening so that it cannot be deleted between this check and the insert.
    const [job] = await tx
      .select({ title: jobs.title })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for('share');
    if (!job) throw notFound('This job opening no longer exists');
    const resumeFileId = await insertFile(tx, resume);
    await tx
      .insert(jobApplications)
      .values({ ...applicant, jobId, jobTitle: job.title, resumeFileId, createdAt });
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
