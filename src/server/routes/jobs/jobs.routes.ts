/** /api/jobs (DESIGN.md §2 "Content"): openings, public to read, admin to write. */
import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Job } from '../../../shared/api-types';
import { IdSchema } from '../../../shared/schemas/common';
import { JobSchema, JobUpdateSchema } from '../../../shared/schemas/content';
import type { AppDeps, AppEnv } from '../../context';
import { jobs } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { readJson } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';

type JobRow = typeof jobs.$inferSelect;

export const toJob = (row: JobRow): Job => ({
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

const jobNotFound = () => notFound('Job not found');

export function jobsRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');

  const jobId = (id: string) => {
    if (!v.is(IdSchema, id)) throw jobNotFound();
    return id;
  };
  const found = (row: JobRow | undefined) => {
    if (!row) throw jobNotFound();
    return toJob(row);
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const rows = await deps.db.select().from(jobs).orderBy(desc(jobs.createdAt), desc(jobs.id));
      return c.json({ jobs: rows.map(toJob) });
    })

    .get('/:id', async (c) => {
      const id = jobId(c.req.param('id'));
      const [row] = await deps.db.select().from(jobs).where(eq(jobs.id, id));
      return c.json({ job: found(row) });
    })

    .post('/', adminOnly, async (c) => {
      const input = await readJson(c, JobSchema);
      const [row] = await deps.db
        .insert(jobs)
        .values({ ...input, createdAt: deps.clock.now() })
        .returning();
      return c.json({ message: 'Job posted successfully', job: found(row) }, 201);
    })

    .put('/:id', adminOnly, async (c) => {
      const id = jobId(c.req.param('id'));
      const { _id, id: bodyId, ...input } = await readJson(c, JobUpdateSchema);
      if ([_id, bodyId].some((given) => given !== undefined && given !== id)) {
        throw badRequest('The job id in the body does not match the address');
      }
      const [row] = await deps.db.update(jobs).set(input).where(eq(jobs.id, id)).returning();
      return c.json({ message: 'Job updated successfully', job: found(row) });
    })

    .delete('/:id', adminOnly, async (c) => {
      const id = jobId(c.req.param('id'));
      const [row] = await deps.db.delete(jobs).where(eq(jobs.id, id)).returning();
      return c.json({ message: 'Job deleted successfully', job: found(row) });
    });
}
