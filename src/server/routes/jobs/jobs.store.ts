/** Job opening rows in and out of the database, in the API's shape (api-types `Job`). */
import { desc, eq } from 'drizzle-orm';
import type { Job } from '../../../shared/api-types';
import type { ContentView, JobInput } from '../../../shared/schemas/content';
import type { Db } from '../../db/database';
import { jobs } from '../../db/schema';
import { EDITING_VIEW, inLanguage } from '../../lib/translated';

type JobRow = typeof jobs.$inferSelect;

/** The opening as the API answers it: its words in the language `view` asks for, where it has them. */
const toJob = ({ id, translations, createdAt: _, ...english }: JobRow, view: ContentView): Job => ({
  _id: id,
  ...inLanguage(english, translations, view),
});

const jobOrUndefined = (row: JobRow | undefined, view: ContentView = EDITING_VIEW) =>
  row ? toJob(row, view) : undefined;

/** What the table holds of an opening: its versions as given, none when none is. */
const toRow = ({ translations, ...input }: JobInput) => ({
  ...input,
  translations: translations ?? {},
});

/** Every opening, newest first. */
export async function listJobs(db: Db, view: ContentView): Promise<Job[]> {
  const rows = await db.select().from(jobs).orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map((row) => toJob(row, view));
}

export async function findJob(db: Db, id: string, view: ContentView): Promise<Job | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return jobOrUndefined(row, view);
}

export async function insertJob(db: Db, input: JobInput, createdAt: Date): Promise<Job> {
  const [row] = await db
    .insert(jobs)
    .values({ ...toRow(input), createdAt })
    .returning();
  return toJob(row!, EDITING_VIEW);
}

export async function updateJob(db: Db, id: string, input: JobInput): Promise<Job | undefined> {
  const [row] = await db.update(jobs).set(toRow(input)).where(eq(jobs.id, id)).returning();
  return jobOrUndefined(row);
}

export async function deleteJob(db: Db, id: string): Promise<Job | undefined> {
  const [row] = await db.delete(jobs).where(eq(jobs.id, id)).returning();
  return jobOrUndefined(row);
}
