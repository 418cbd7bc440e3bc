/** A resume's download name, after the application that holds it (shared/resume-file-name). */
import { eq, sql } from 'drizzle-orm';
import { resumeContentDisposition } from '../../shared/resume-file-name';
import type { Db } from '../db/database';
import { jobApplications, jobs } from '../db/schema';

/** `attachment; filename=…; filename*=…`, or a plain `resume.pdf` for a file no application holds. */
export async function resumeDisposition(db: Db, fileId: string): Promise<string> {
  const [owner] = await db
    .select({
      name: jobApplications.name,
      // The opening's title now, or the one it had when the application came in.
      jobTitle: sql<string>`coalesce(${jobs.title}, ${jobApplications.jobTitle})`,
    })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.resumeFileId, fileId))
    .limit(1);
  return resumeContentDisposition(owner ?? { name: '', jobTitle: '' });
}
