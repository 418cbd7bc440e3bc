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
import { patientActedFor, type ActingFor } from '../../middleware/acting-patient';
import { isMinorOn } from '../../../shared/minors';
import { MINOR_CONSENT_MESSAGE } from '../../../shared/schemas/guardian';
import { forbidden } from '../../lib/http-error';
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
  const anyRole = requireRole(deps, 'admin', 'patient', 'guardian');
  const patientOrGuardian = requireRole(deps, 'patient', 'guardian');
  const childId = (c: Context<AppEnv>) => idParam(c, 'id', patientNotFound);

  /** Agreeing to the notice: a minor's parent or guardian does, never the minor alone. */
  const consentFor = async (c: Context<AppEnv>, { patient, guardian }: ActingFor) => {
    const { version } = await readJson(c, ConsentSchema);
    if (!guardian && isMinorOn(patient.dob, clinicToday(deps)))
      throw forbidden(MINOR_CONSENT_MESSAGE);
    const now = deps.clock.now();
    const { consent, created } = await recordConsent(deps.db, patient, version, now, guardian);
    return c.json({ consent }, created ? 201 : 200);
  };

  const erasureRequestFor = async (c: Context<AppEnv>, { patient, guardian }: ActingFor) => {
    const { reason } = await readJson(c, ErasureRequestSchema);
    const now = deps.clock.now();
    const { createdAt } = await requestErasure(deps.db, patient, reason, now, guardian);
    deps.logger.info('erasure requested', { userId: patient.id, guardianId: guardian?.id });
    return c.json(
      {
        erasureRequestedAt: createdAt.toISOString(),
        erasureDueOn: erasureDueOn(createdAt, deps.env.CLINIC_TIMEZONE),
      },
      201,
    );
  };

  // Withdrawing the open request, while the clinic has not answered it.
  const withdrawalFor = async (c: Context<AppEnv>, { patient, guardian }: ActingFor) => {
    await withdrawErasure(deps.db, patient, deps.clock.now(), guardian ?? patient);
    deps.logger.info('erasure request withdrawn', { userId: patient.id, guardianId: guardian?.id });
    return c.body(null, 204);
  };

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
      .post('/me/consent', patientOnly, async (c) =>
        consentFor(c, await patientActedFor(deps, c, undefined)),
      )

      .get('/me/export', patientOnly, (c) => exportOf(c, c.get('user').id))

      .post('/me/erasure-request', patientOnly, async (c) =>
        erasureRequestFor(c, await patientActedFor(deps, c, undefined)),
      )

      // Withdrawing the open request, while the clinic has not answered it.
      .delete('/me/erasure-request', patientOnly, async (c) =>
        withdrawalFor(c, await patientActedFor(deps, c, undefined)),
      )

      // An admin's copy of any patient's data; a parent's or guardian's of their child's.
      .get('/:id/export', anyRole, async (c) => {
        const id = childId(c);
        if (c.get('user').role === 'admin') return exportOf(c, id);
        return exportOf(c, (await patientActedFor(deps, c, id)).patient.id);
      })

      // A parent or guardian acting for their child (docs/design.md §12).
      .post('/:id/consent', patientOrGuardian, async (c) =>
        consentFor(c, await patientActedFor(deps, c, childId(c))),
      )

      .post('/:id/erasure-request', patientOrGuardian, async (c) =>
        erasureRequestFor(c, await patientActedFor(deps, c, childId(c))),
      )

      .delete('/:id/erasure-request', patientOrGuardian, async (c) =>
        withdrawalFor(c, await patientActedFor(deps, c, childId(c))),
      )
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
