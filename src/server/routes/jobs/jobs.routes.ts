/** /api/jobs (docs/design.md §2 "Content"): openings, public to read, admin to write. */
import { Hono } from 'hono';
import type { Job } from '../../../shared/api-types';
import {
  ContentViewQuerySchema,
  JobSchema,
  JobUpdateSchema,
} from '../../../shared/schemas/content';
import type { AppDeps, AppEnv } from '../../context';
import { badRequest, notFound } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { readJson, readQuery } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { deleteJob, findJob, insertJob, listJobs, updateJob } from './jobs.store';

const jobNotFound = () => notFound('Job not found');

const found = (job: Job | undefined) => {
  if (!job) throw jobNotFound();
  return job;
};

export function jobsRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');

  return new Hono<AppEnv>()
    .get('/', async (c) =>
      c.json({ jobs: await listJobs(deps.db, readQuery(c, ContentViewQuerySchema)) }),
    )

    .get('/:id', async (c) => {
      const id = idParam(c, 'id', jobNotFound);
      const view = readQuery(c, ContentViewQuerySchema);
      return c.json({ job: found(await findJob(deps.db, id, view)) });
    })

    .post('/', adminOnly, async (c) => {
      const input = await readJson(c, JobSchema);
      const job = await insertJob(deps.db, input, deps.clock.now());
      return c.json({ message: 'Job posted successfully', job }, 201);
    })

    .put('/:id', adminOnly, async (c) => {
      const id = idParam(c, 'id', jobNotFound);
      const { _id, id: bodyId, ...input } = await readJson(c, JobUpdateSchema);
      if ([_id, bodyId].some((given) => given !== undefined && given !== id)) {
        throw badRequest('The job id in the body does not match the address');
      }
      const job = found(await updateJob(deps.db, id, input));
      return c.json({ message: 'Job updated successfully', job });
    })

    .delete('/:id', adminOnly, async (c) => {
      const id = idParam(c, 'id', jobNotFound);
      const job = found(await deleteJob(deps.db, id));
      return c.json({ message: 'Job deleted successfully', job });
    });
}
