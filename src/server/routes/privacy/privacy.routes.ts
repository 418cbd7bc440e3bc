/**
 * Patients' data rights under /api/users: agreeing to the privacy notice, downloading a copy of
 * everything held about them (the patient's own, or any patient's for an admin), and asking to
 * be erased. The clinic's list of erasure requests is `erasureRequestsRoutes`, at
 * /api/erasure-requests; it completes one by deleting the patient.
 */
import { Hono, type Context } from 'hono';
import { ConsentSchema, ErasureRequestSchema } from '../../../shared/schemas/privacy';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { DATA_EXPORT_RATE_LIMIT } from '../../../shared/constants';
import { idParam } from '../../lib/id-param';
import { enforceLimit } from '../../lib/rate-limit';
import { apiLanguage } from '../../lib/page-language';
import { readJson } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { recordAudit } from '../../services/audit';
import { EXPORT_FILE_NAME, patientDataZip } from '../../services/data-export';
import { findPatient, patientNotFound } from '../../services/patient-view';
import {
  erasureDueOn,
  listOpenErasureRequests,
  recordConsent,
  requestErasure,
  withdrawErasure,
} from '../../services/privacy';

export function privacyRoutes(deps: AppDeps) {
  const patientOnly = requireRole(deps, 'patient');
  const adminOnly = requireRole(deps, 'admin');

  /** The zip of this patient's data, with the audit event saying who downloaded it. */
  const exportOf = async (c: Context<AppEnv>, patientId: string) => {
    const patient = await findPatient(deps.db, patientId);
    const actor = c.get('user');
    const now = deps.clock.now();
    // Each copy is a heavy zip and an audit event: a few per hour, per reader and patient.
    await enforceLimit(
      deps.db,
      `data-export:${actor.id}:${patient.id}`,
      DATA_EXPORT_RATE_LIMIT,
      now,
      /*i18n*/ 'This data was downloaded several times in the last hour. Please try again later.',
    );
    const body = await patientDataZip({
      db: deps.db,
      files: deps.files,
      user: patient,
      today: clinicToday(deps),
      now,
      timeZone: deps.env.CLINIC_TIMEZONE,
      // The patient's own language; for an admin's download, English unless they chose one.
      language: patient.language ?? apiLanguage(c),
      onError: (error) =>
        deps.logger.error('patient data export failed', { patientId, error: String(error) }),
    });
    await recordAudit(deps.db, { actor, action: 'data.export', patientId, at: now });
    deps.logger.info('patient data exported', { actorId: actor.id, patientId });
    return c.body(body, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${EXPORT_FILE_NAME}"`,
      // Health records: never kept by a browser or a proxy, whatever the defaults.
      'Cache-Control': 'no-store',
    });
  };

  return (
    new Hono<AppEnv>()
      .post('/me/consent', patientOnly, async (c) => {
        const { version } = await readJson(c, ConsentSchema);
        const { consent, created } = await recordConsent(
          deps.db,
          c.get('user'),
          version,
          deps.clock.now(),
        );
        return c.json({ consent }, created ? 201 : 200);
      })

      .get('/me/export', patientOnly, (c) => exportOf(c, c.get('user').id))

      .post('/me/erasure-request', patientOnly, async (c) => {
        const { reason } = await readJson(c, ErasureRequestSchema);
        const user = c.get('user');
        const { createdAt } = await requestErasure(deps.db, user, reason, deps.clock.now());
        deps.logger.info('erasure requested', { userId: user.id });
        return c.json(
          {
            erasureRequestedAt: createdAt.toISOString(),
            erasureDueOn: erasureDueOn(createdAt, deps.env.CLINIC_TIMEZONE),
          },
          201,
        );
      })

      // Withdrawing the open request, while the clinic has not answered it.
      .delete('/me/erasure-request', patientOnly, async (c) => {
        const user = c.get('user');
        await withdrawErasure(deps.db, user, deps.clock.now());
        deps.logger.info('erasure request withdrawn', { userId: user.id });
        return c.body(null, 204);
      })

      .get('/:id/export', adminOnly, (c) => exportOf(c, idParam(c, 'id', patientNotFound)))
  );
}

/**
 * GET /api/erasure-requests: the open requests, oldest first, with whose they are and the clinic
 * day each is to be answered by.
 */
export function erasureRequestsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', requireRole(deps, 'admin'), async (c) =>
    c.json({ requests: await listOpenErasureRequests(deps.db, deps.env.CLINIC_TIMEZONE) }),
  );
}
