/** /api/timeline (docs/design.md §2 "Treatment"): the plan's event dates, for a patient or an admin. */
import { Hono } from 'hono';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { notFound } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { requireRole } from '../../middleware/auth';
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

  return new Hono<AppEnv>()
    .get('/', requireRole(deps, 'patient'), async (c) =>
      c.json(timelineOf(c.get('user'), c.get('userPauses'))),
    )

    .get('/:patientId', requireRole(deps, 'admin'), async (c) => {
      // The admin's patient view: the same timeline, for any patient.
      const patient = await findPatient(deps.db, idParam(c, 'patientId', patientNotFound));
      return c.json(timelineOf(patient, await loadPauses(deps.db, patient.id)));
    });
}
