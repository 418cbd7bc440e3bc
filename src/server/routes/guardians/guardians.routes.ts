/**
 * Parents and guardians under /api/users (docs/design.md §12): the admin adds and removes a
 * patient's, and a guardian reads a child's profile (the child's current-user object).
 */
import { Hono, type Context } from 'hono';
import { GuardianSchema } from '../../../shared/schemas/guardian';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { notFound } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { readJson } from '../../lib/validate';
import { patientActedFor } from '../../middleware/acting-patient';
import { requireRole } from '../../middleware/auth';
import { recordAudit } from '../../services/audit';
import { addGuardian, checkMinorHasGuardian, removeGuardian } from '../../services/guardians';
import { findPatient, patientNotFound } from '../../services/patient-view';
import { currentUserOf } from '../auth/sign-in';

const guardianNotFound = () => notFound('Guardian not found');

export function guardiansRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');
  const patientId = (c: Context<AppEnv>) => idParam(c, 'id', patientNotFound);

  return (
    new Hono<AppEnv>()
      .post('/:id/guardians', adminOnly, async (c) => {
        const id = patientId(c);
        const input = await readJson(c, GuardianSchema);
        const admin = c.get('user');
        const now = deps.clock.now();
        const guardian = await deps.db.transaction(async (tx) => {
          const patient = await findPatient(tx, id);
          const added = await addGuardian(tx, patient, input, now);
          await recordAudit(tx, {
            actor: admin,
            action: 'guardian.add',
            patientId: id,
            changes: { guardian: { old: null, new: `${added.name} (${added.relationship})` } },
            at: now,
          });
          return added;
        });
        deps.logger.info('guardian added', { adminId: admin.id, patientId: id });
        return c.json({ guardian }, 201);
      })

      .delete('/:id/guardians/:guardianId', adminOnly, async (c) => {
        const id = patientId(c);
        const guardianId = idParam(c, 'guardianId', guardianNotFound);
        const admin = c.get('user');
        const now = deps.clock.now();
        await deps.db.transaction(async (tx) => {
          const patient = await findPatient(tx, id);
          await removeGuardian(tx, id, guardianId);
          await checkMinorHasGuardian(tx, patient, clinicToday(deps));
          await recordAudit(tx, {
            actor: admin,
            action: 'guardian.remove',
            patientId: id,
            changes: { guardian: { old: guardianId, new: null } },
            at: now,
          });
        });
        deps.logger.info('guardian removed', { adminId: admin.id, patientId: id });
        return c.json({ message: 'Guardian removed.' });
      })

      // The child as they would see themselves: the guardian's dashboard reads it.
      .get('/:id/profile', requireRole(deps, 'patient', 'guardian'), async (c) => {
        const { patient, pauses } = await patientActedFor(deps, c, patientId(c));
        return c.json({ user: await currentUserOf(deps, patient, pauses) });
      })
  );
}
