/**
 * /api/apply-jobs: anyone may apply with a PDF resume, once per email and opening; admins read
 * the applications. The resume and the application are written together or not at all.
 *
 * What one address may cost: every attempt counts against its hourly limit, accepted or
 * refused, and is counted before the body is read; only a few uploads from one address are read
 * at once; a resume that does not start as a PDF is refused as its first bytes arrive.
 */
import { Hono } from 'hono';
import { APPLICATION_RATE_LIMIT, APPLICATION_UPLOADS_AT_ONCE } from '../../../shared/constants';
import { ApplicationDataSchema } from '../../../shared/schemas/content';
import type { AppDeps, AppEnv } from '../../context';
import { addressSlots } from '../../lib/address-slots';
import { clientIp } from '../../lib/client-ip';
import { badRequest, notFound } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { enforceIpLimit } from '../../lib/ip-limit';
import { parseJsonField } from '../../lib/validate';
import { apiLanguage } from '../../lib/page-language';
import { requireRole } from '../../middleware/auth';
import { readMultipart } from '../../services/files';
import { APPLICATION_FORM, prepareResume } from '../../services/files-upload';
import {
  findApplication,
  insertApplication,
  listApplications,
  refuseRepeatApplication,
} from './applications.store';
import { translate } from '../../../shared/messages';

const RESUME_REQUIRED = 'Please attach your resume (PDF)';
const notFoundApplication = () => notFound('This application was not found');
const TOO_MANY = 'Too many applications from this network. Please try again later.';
const TOO_MANY_AT_ONCE =
  'Too many applications are being sent from this network right now. Please try again in a moment.';

export function applicationsRoutes(deps: AppDeps) {
  const withUploadSlot = addressSlots(APPLICATION_UPLOADS_AT_ONCE, TOO_MANY_AT_ONCE);
  const adminOnly = requireRole(deps, 'admin');

  return new Hono<AppEnv>()
    .post('/', async (c) =>
      withUploadSlot(clientIp(c, deps.env.TRUST_PROXY), async () => {
        await enforceIpLimit(deps, c, 'apply', APPLICATION_RATE_LIMIT, TOO_MANY);
        const form = await readMultipart(c, APPLICATION_FORM);
        const data = parseJsonField(form.data, ApplicationDataSchema, apiLanguage(c));
        const upload = form.file('resume');
        if (!upload)
          throw badRequest(RESUME_REQUIRED, [{ path: 'resume', message: RESUME_REQUIRED }]);
        await refuseRepeatApplication(deps.db, data);
        const resume = await prepareResume(upload);
        await insertApplication(deps, data, resume, deps.clock.now());
        return c.json(
          {
            message: translate(
              /*i18n*/ 'Application submitted successfully',
              undefined,
              apiLanguage(c),
            ),
          },
          201,
        );
      }),
    )

    .get('/', adminOnly, async (c) => c.json({ applyJobs: await listApplications(deps.db) }))

    .get('/:id', adminOnly, async (c) => {
      const id = idParam(c, 'id', notFoundApplication);
      const application = await findApplication(deps.db, id);
      if (!application) throw notFoundApplication();
      return c.json({ applyJob: application });
    });
}
