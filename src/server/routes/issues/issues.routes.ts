/**
 * /api/issues (docs/design.md §2 "Treatment"): the admin's list of issues, and closing them; a
 * patient's (or their guardian's) own open issues.
 */
import { Hono } from 'hono';
import { ActingQuerySchema } from '../../../shared/schemas/guardian';
import { AdminPatchSchema, IssuesQuerySchema } from '../../../shared/schemas/issue';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { idParam } from '../../lib/id-param';
import { readJson, readQuery } from '../../lib/validate';
import { patientActedFor } from '../../middleware/acting-patient';
import { requireRole } from '../../middleware/auth';
import { closeIssuesAsAdmin, type CloseOutcome } from '../../services/issues';
import { findPatient, patientNotFound } from '../../services/patient-view';
import { listIssues, listOpenIssuesOf } from './issues.store';

/** What closing did, in the admin's words: closed, and whether the plan resumed or stays paused. */
function closeMessage({ closed, resumed, stillPaused }: CloseOutcome, oneIssue: boolean) {
  const what =
    closed === 0
      ? oneIssue
        ? 'This issue was already closed'
        : 'There were no open issues to close'
      : closed === 1
        ? 'Issue closed'
        : `${closed} issues closed`;
  if (resumed)
    return closed === 0 ? `${what}; treatment resumed.` : `${what} and treatment resumed.`;
  if (stillPaused)
    return `${what}. The treatment stays paused until the issue that paused it is closed.`;
  return `${what}.`;
}

export function issuesRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');

  return (
    new Hono<AppEnv>()
      .get('/', adminOnly, async (c) => {
        const { status } = readQuery(c, IssuesQuerySchema);
        return c.json({ issues: await listIssues(deps.db, status) });
      })

      // The patient's own open issues (a guardian names the child): the dashboard's Today card.
      .get('/mine', requireRole(deps, 'patient', 'guardian'), async (c) => {
        const { patientId } = readQuery(c, ActingQuerySchema);
        const { patient } = await patientActedFor(deps, c, patientId);
        return c.json({ issues: await listOpenIssuesOf(deps.db, patient.id) });
      })

      .patch('/admin-patch/:patientId', adminOnly, async (c) => {
        const patient = await findPatient(deps.db, idParam(c, 'patientId', patientNotFound));
        const { issueId } = await readJson(c, AdminPatchSchema);
        const clock = { today: clinicToday(deps), now: deps.clock.now() };
        const outcome = await closeIssuesAsAdmin(
          deps.db,
          patient.id,
          issueId,
          clock,
          c.get('user'),
        );
        return c.json({ message: closeMessage(outcome, issueId !== undefined) });
      })
  );
}
