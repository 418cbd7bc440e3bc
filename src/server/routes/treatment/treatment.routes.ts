/** Treatment, base /api (DESIGN.md §2 "Treatment"): timeline, issues, pause and resume. */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { formatDateIN } from '../../../shared/calendar-date';
import { IdSchema } from '../../../shared/schemas/common';
import {
  AdminPatchSchema,
  IssueQuerySchema,
  IssuesQuerySchema,
  ResumeSchema,
} from '../../../shared/schemas/issue';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { readJson, readQuery } from '../../lib/validate';
import { requireRole, requireUser } from '../../middleware/auth';
import { closeIssuesAsAdmin, listIssues, raiseIssue, resumeTreatment } from '../../services/issues';
import { moderatorNote, notifyModerators } from '../../services/issues-notify';
import { loadPauses, planOf } from '../../services/patient-view';
import { findPatient, patientNotFound } from '../patients/patients.store';

export function treatmentRoutes(deps: AppDeps) {
  const patientOnly = requireRole(deps, 'patient');
  const adminOnly = requireRole(deps, 'admin');
  const signedIn = requireUser(deps);
  const clock = () => ({ today: clinicToday(deps), now: deps.clock.now() });

  /** The patient named in the address, when it exists: 404 otherwise. */
  const patientParam = async (c: Context<AppEnv>, name: string) => {
    const id = c.req.param(name) ?? '';
    if (!v.is(IdSchema, id)) throw patientNotFound();
    return (await findPatient(deps.db, id)).id;
  };

  return (
    new Hono<AppEnv>()
      .get('/timeline', patientOnly, async (c) => {
        const user = c.get('user');
        const plan = planOf(user, await loadPauses(deps.db, user.id), clinicToday(deps));
        if (!plan) throw notFound('No treatment plan found');
        return c.json({ timeline: { eventDates: plan.eventDates } });
      })

      // The admin's patient view: the same timeline, for any patient.
      .get('/timeline/:patientId', adminOnly, async (c) => {
        const id = c.req.param('patientId');
        if (!v.is(IdSchema, id)) throw patientNotFound();
        const patient = await findPatient(deps.db, id);
        const plan = planOf(patient, await loadPauses(deps.db, patient.id), clinicToday(deps));
        if (!plan) throw notFound('No treatment plan found');
        return c.json({ timeline: { eventDates: plan.eventDates } });
      })

      .post('/issue-query', patientOnly, async (c) => {
        const user = c.get('user');
        const input = await readJson(c, IssueQuerySchema);
        if (input.addedBy !== user.id) throw forbidden('You can only raise issues for yourself');
        const { paused } = await raiseIssue(deps.db, user, input, clock());
        await notifyModerators(deps, moderatorNote(user.name, input.issueType, paused));
        const message = paused
          ? 'Issue submitted. Your treatment is paused until it is resolved.'
          : 'Issue submitted. We will get back to you soon.';
        return c.json({ message }, 201);
      })

      .put('/issue-query/:userId', signedIn, async (c) => {
        const caller = c.get('user');
        const isAdmin = caller.role === 'admin';
        // A patient may resume only their own treatment; say nothing about other ids.
        if (!isAdmin && c.req.param('userId') !== caller.id) throw forbidden();
        const userId = await patientParam(c, 'userId');
        const { resumeDate } = await readJson(c, ResumeSchema);
        const { today, now } = clock();
        // The patient's picker offers today onwards (spec §5); staff may record an earlier date.
        if (!isAdmin && resumeDate < today) {
          throw badRequest(`The resume date cannot be before today (${formatDateIN(today)})`);
        }
        await resumeTreatment(deps.db, userId, resumeDate, now);
        return c.json({ message: 'Treatment resumed successfully.' });
      })

      .get('/issues', adminOnly, async (c) => {
        const { status } = readQuery(c, IssuesQuerySchema);
        return c.json({ issues: await listIssues(deps.db, status) });
      })

      .patch('/issues/admin-patch/:patientId', adminOnly, async (c) => {
        const patientId = await patientParam(c, 'patientId');
        const { issueId } = await readJson(c, AdminPatchSchema);
        await closeIssuesAsAdmin(deps.db, patientId, issueId, clock());
        return c.json({ message: 'Issue closed and treatment resumed.' });
      })
  );
}
