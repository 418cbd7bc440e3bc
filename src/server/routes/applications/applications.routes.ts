/**
 * /api/apply-jobs (DESIGN.md §2 "Content"): anyone may apply with a PDF resume; admins read the
 * applications. The resume and the application are written together or not at all.
 */
import { Hono } from 'hono';
import { APPLICATION_RATE_LIMIT } from '../../../shared/constants';
import { ApplicationDataSchema } from '../../../shared/schemas/content';
import type { AppDeps, AppEnv } from '../../context';
import { badRequest } from '../../lib/http-error';
import { enforceIpLimit } from '../../lib/ip-limit';
import { parseJsonField } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { readMultipart } from '../../services/files';
import { prepareResume } from '../../services/files-upload';
import { insertApplication, listApplications } from './applications.store';

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
      await enforceIpLimit(
        deps,
        c,
        'apply',
        APPLICATION_RATE_LIMIT,
        'Too many applications from this network. Please try again later.',
      );
      await insertApplication(deps.db, data, resume, deps.clock.now());
      return c.json({ message: 'Application submitted successfully' }, 201);
    })

    .get('/', requireRole(deps, 'admin'), async (c) =>
      c.json({ applyJobs: await listApplications(deps.db) }),
    );
}
