/** Job opening rows in and out of the database, in the API's shape (api-types `Job`). */
import { desc, eq } from 'drizzle-orm';
import type { Job } from '../../../shared/api-types';
import type { JobInput } from '../../../shared/schemas/content';
import type { Db } from '../../db/database';
import { jobs } from '../../db/schema';

type JobRow = typeof jobs.$inferSelect;

const toJob = (row: JobRow): Job => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  department: row.department,
  jobType: row.jobType,
  location: row.location,
  salaryRange: row.salaryRange,
  education: row.education,
  experience: row.experience,
});

const jobOrUndefined = (row: JobRow | undefined) => (row ? toJob(row) : undefined);

/** Every opening, newest first. */
export async function listJobs(db: Db): Promise<Job[]> {
  const rows = await db.select().from(jobs).orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map(toJob);
}

export async function findJob(db: Db, id: string): Promise<Job | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return jobOrUndefined(row);
}

export async function insertJob(db: Db, input: JobInput, createdAt: Date): Promise<Job> {
  const [row] = await db
    .insert(jobs)
    .values({ ...input, createdAt })
    .returning();
  return toJob(row!);
}

export async function updateJob(db: Db, id: string, input: JobInput): Promise<Job | undefined> {
  const [row] = await db.update(jobs).set(input).where(eq(jobs.id, id)).returning();
  return jobOrUndefined(row);
}

export async function deleteJob(db: Db, id: string): Promise<Job | undefined> {
  const [row] = await db.delete(jobs).where(eq(jobs.id, id)).returning();
  return jobOrUndefined(row);
}
