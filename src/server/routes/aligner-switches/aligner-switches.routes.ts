/** /api/aligner-switches (docs/design.md §2 "Aligner switches"): the NFC tap-to-confirm. */
import { Hono } from 'hono';
import {
  AlignerSwitchesQuerySchema,
  AlignerSwitchSchema,
} from '../../../shared/schemas/aligner-switch';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { readJson, readQuery } from '../../lib/validate';
import { auditGuardianAction, patientActedFor } from '../../middleware/acting-patient';
import { requireRole, requireUser } from '../../middleware/auth';
import { dueDateOfSwitch } from '../../services/aligner-switch-rules';
import { findPatient, loadPauses, planOf } from '../../services/patient-view';
import { insertSwitch, listSwitches } from './aligner-switches.store';
import { said } from '../../../shared/messages';

export function alignerSwitchesRoutes(deps: AppDeps) {
  const patientOrGuardian = requireRole(deps, 'patient', 'guardian');
  const signedIn = requireUser(deps);

  return (
    new Hono<AppEnv>()
      // The patient's own switch, or (`patientId`) a guardian's child's.
      .post('/', patientOrGuardian, async (c) => {
        const { aligner, patientId } = await readJson(c, AlignerSwitchSchema);
        const acting = await patientActedFor(deps, c, patientId);
        const { patient } = acting;
        const today = clinicToday(deps);
        const plan = planOf(patient, await loadPauses(deps.db, patient.id), today);
        if (!plan) throw notFound(/*i18n*/ 'No treatment plan found');
        const dueOn = dueDateOfSwitch(plan, aligner);
        const created = await insertSwitch(deps.db, {
          userId: patient.id,
          aligner,
          dueOn,
          switchedOn: today,
          createdAt: deps.clock.now(),
        });
        if (!created)
          throw conflict(
            said(/*i18n*/ 'You have already confirmed aligner {aligner}', { aligner }),
          );
        await auditGuardianAction(deps, acting, 'aligner.switch');
        return c.json({ switch: created }, 201);
      })

      .get('/', signedIn, async (c) => {
        const caller = c.get('user');
        const { patientId } = readQuery(c, AlignerSwitchesQuerySchema);
        if (caller.role !== 'admin') {
          const { patient } = await patientActedFor(deps, c, patientId);
          return c.json({ switches: await listSwitches(deps.db, patient.id) });
        }
        if (!patientId) throw badRequest('patientId is required');
        const patient = await findPatient(deps.db, patientId);
        return c.json({ switches: await listSwitches(deps.db, patient.id) });
      })
  );
}
