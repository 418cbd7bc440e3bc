/**
 * /api/apply-jobs (DESIGN.md §2 "Content"): anyone may apply with a PDF resume; admins read the
 * applications. The resume and the application are written together or not at all.
 */
import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import type { JobApplication } from '../../../shared/api-types';
import { APPLICATION_RATE_LIMIT } from '../../../shared/constants';
import { ApplicationDataSchema } from '../../../shared/schemas/content';
import type { AppDeps, AppEnv } from '../../context';
import { jobApplications, jobs } from '../../db/schema';
import { clientIp } from '../../lib/client-ip';
import { badRequest, notFound } from '../../lib/http-error';
import { enforceLimit } from '../../lib/rate-limit';
import { parseJsonField } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { fileUrl, insertFile, readMultipart } from '../../services/files';
import { prepareResume } from '../../services/files-upload';

const RESUME_REQUIRED = 'Please attach your resume (PDF)';

export function applicationsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const form = await readMultipart(c);
      const data = parseJsonField(form.data, ApplicationDataSchema);
      const upload = form.file('resume');
      if (!upload)
        throw badRequest(RESUME_REQUIRED, [{ path: 'resume', message: RESUME_REQUIRED }]);
      const resume = await prepareResume(upload);
      const now = deps.clock.now();
      await enforceLimit(
        deps.db,
        `apply:ip:${clientIp(c, deps.env.TRUST_PROXY)}`,
        APPLICATION_RATE_LIMIT,
        now,
        'Too many applications from this network. Please try again later.',
      );
      await deps.db.transaction(async (tx) => {
        // Lock the opening so that it cannot be deleted between this check and the insert.
        const [job] = await tx
          .select({ id: jobs.id, title: jobs.title })
          .from(jobs)
          .where(eq(jobs.id, data.job))
          .for('share');
        if (!job) throw notFound('This job opening no longer exists');
        const resumeFileId = await insertFile(tx, resume);
        const { job: jobId, ...applicant } = data;
        await tx
          .insert(jobApplications)
          .values({ ...applicant, jobId, jobTitle: job.title, resumeFileId, createdAt: now });
      });
      return c.json({ message: 'Application submitted successfully' }, 201);
    })

    .get('/', requireRole(deps, 'admin'), async (c) => {
      const rows = await deps.db
        .select({ application: jobApplications, job: { id: jobs.id, title: jobs.title } })
        .from(jobApplications)
        .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
      const applyJobs = rows.map(({ application: a, job }): JobApplication => ({
        _id: a.id,
        createdAt: a.createdAt.toISOString(),
        name: a.name,
        email: a.email,
        phone: a.phone,
        about: a.about,
        resume: fileUrl(a.resumeFileId),
        // A deleted opening leaves its title behind (and no id to link to).
        job: job ? { _id: job.id, title: job.title } : { _id: null, title: a.jobTitle },
      }));
      return c.json({ applyJobs });
    });
}
