/** /api/timeline (docs/design.md §2 "Treatment"): the plan's event dates, for a patient or an admin. */
import { Hono } from 'hono';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { notFound } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { readQuery } from '../../lib/validate';
import { patientActedFor } from '../../middleware/acting-patient';
import { requireRole } from '../../middleware/auth';
import { ActingQuerySchema } from '../../../shared/schemas/guardian';
import {
  findPatient,
  loadPauses,
  patientNotFound,
  planOf,
  type PatientRow,
} from '../../services/patient-view';
import type { Pause } from '../../../shared/treatment-plan';

export function timelineRoutes(deps: AppDeps) {
  const timelineOf = (patient: PatientRow, pauses: Pause[]) => {
    const plan = planOf(patient, pauses, clinicToday(deps));
    if (!plan) throw notFound(/*i18n*/ 'No treatment plan found');
    return { timeline: { eventDates: plan.eventDates } };
  };

  return (
    new Hono<AppEnv>()
      // The patient's own, or (`?patientId=`) a guardian's child's.
      .get('/', requireRole(deps, 'patient', 'guardian'), async (c) => {
        const { patientId } = readQuery(c, ActingQuerySchema);
        const { patient, pauses } = await patientActedFor(deps, c, patientId);
        return c.json(timelineOf(patient, pauses));
      })

      .get('/:patientId', requireRole(deps, 'admin'), async (c) => {
        // The admin's patient view: the same timeline, for any patient.
        const patient = await findPatient(deps.db, idParam(c, 'patientId', patientNotFound));
        return c.json(timelineOf(patient, await loadPauses(deps.db, patient.id)));
      })
  );
}
