/** /api/aligner-switches (docs/design.md §2 "Aligner switches"): the NFC tap-to-confirm. */
import { Hono } from 'hono';
import {
  AlignerSwitchesQuerySchema,
  AlignerSwitchSchema,
} from '../../../shared/schemas/aligner-switch';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { readJson, readQuery } from '../../lib/validate';
import { requireRole, requireUser } from '../../middleware/auth';
import { dueDateOfSwitch } from '../../services/aligner-switch-rules';
import { findPatient, loadPauses, planOf } from '../../services/patient-view';
import { insertSwitch, listSwitches } from './aligner-switches.store';
import { said } from '../../../shared/messages';

export function alignerSwitchesRoutes(deps: AppDeps) {
  const patientOnly = requireRole(deps, 'patient');
  const signedIn = requireUser(deps);

  return new Hono<AppEnv>()
    .post('/', patientOnly, async (c) => {
      const patient = c.get('user');
      const { aligner } = await readJson(c, AlignerSwitchSchema);
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
        throw conflict(said(/*i18n*/ 'You have already confirmed aligner {aligner}', { aligner }));
      return c.json({ switch: created }, 201);
    })

    .get('/', signedIn, async (c) => {
      const caller = c.get('user');
      const { patientId } = readQuery(c, AlignerSwitchesQuerySchema);
      if (caller.role === 'patient') {
        if (patientId && patientId !== caller.id) throw forbidden();
        return c.json({ switches: await listSwitches(deps.db, caller.id) });
      }
      if (!patientId) throw badRequest('patientId is required');
      const patient = await findPatient(deps.db, patientId);
      return c.json({ switches: await listSwitches(deps.db, patient.id) });
    });
}
