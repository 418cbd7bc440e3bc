/** /api/aligner-switches (docs/design.md §2 "Aligner switches"): the NFC tap-to-confirm. */
import { Hono } from 'hono';
import {
  AlignerSwitchesQuerySchema,
  AlignerSwitchSchema,
} from '../../../shared/schemas/aligner-switch';
import type { AppDeps, AppEnv } from '../../context';
import { badRequest } from '../../lib/http-error';
import { readJson, readQuery } from '../../lib/validate';
import { auditGuardianAction, patientActedFor } from '../../middleware/acting-patient';
import { requireRole, requireUser } from '../../middleware/auth';
import { recordAlignerSwitch } from '../../services/aligner-switches';
import { findPatient } from '../../services/patient-view';
import { listSwitches } from './aligner-switches.store';

export function alignerSwitchesRoutes(deps: AppDeps) {
  const patientOrGuardian = requireRole(deps, 'patient', 'guardian');
  const signedIn = requireUser(deps);

  return (
    new Hono<AppEnv>()
      // The patient's own switch, or (`patientId`) a guardian's child's.
      .post('/', patientOrGuardian, async (c) => {
        const { aligner, patientId } = await readJson(c, AlignerSwitchSchema);
        const acting = await patientActedFor(deps, c, patientId);
        const { alignerSwitch } = await recordAlignerSwitch(deps, acting.patient, aligner);
        await auditGuardianAction(deps, acting, 'aligner.switch');
        return c.json({ switch: alignerSwitch }, 201);
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
