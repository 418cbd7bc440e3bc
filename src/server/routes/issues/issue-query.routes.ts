/**
 * /api/issue-query: a patient raises an issue (optionally pausing the plan), and the patient or
 * an admin resumes it; an admin may also move a resume date still ahead.
 */
import { Hono } from 'hono';
import { ISSUE_RATE_LIMIT } from '../../../shared/constants';
import { IssueQuerySchema, ResumeSchema } from '../../../shared/schemas/issue';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { forbidden } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { enforceLimit } from '../../lib/rate-limit';
import { readJson } from '../../lib/validate';
import { auditGuardianAction, patientActedFor } from '../../middleware/acting-patient';
import { requireRole, requireUser } from '../../middleware/auth';
import { raiseIssue, resumeTreatment } from '../../services/issues';
import { notifyModerators } from '../../services/issues-notify';
import { findPatient, patientNotFound } from '../../services/patient-view';
import { said, saidDate, translate, translateSaid } from '../../../shared/messages';
import { apiLanguage } from '../../lib/page-language';

const RATE_LIMITED = said(
  /*i18n*/ 'You have reported {count} issues in the last hour, which the clinic has received. Please wait before reporting another, or call the clinic if it is urgent.',
  { count: ISSUE_RATE_LIMIT.max },
);
/** Its English wording. */
export const ISSUE_RATE_LIMIT_MESSAGE = translateSaid(RATE_LIMITED);

export function issueQueryRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // The patient's own issue, or one a guardian raises for their child (`addedBy`).
      .post('/', requireRole(deps, 'patient', 'guardian'), async (c) => {
        const input = await readJson(c, IssueQuerySchema);
        const acting = await patientActedFor(
          deps,
          c,
          input.addedBy,
          /*i18n*/ 'You can only raise issues for yourself',
        );
        const { patient: user, guardian } = acting;
        // Each issue messages every moderator on WhatsApp (docs/security.md 11b).
        await enforceLimit(
          deps.db,
          `issue:patient:${user.id}`,
          ISSUE_RATE_LIMIT,
          deps.clock.now(),
          RATE_LIMITED,
        );
        const clock = { today: clinicToday(deps), now: deps.clock.now() };
        const { paused } = await raiseIssue(deps.db, user, input, clock, guardian);
        await auditGuardianAction(deps, acting, 'issue.raise');
        await notifyModerators(deps, user.name, input.issueType);
        const message = paused
          ? /*i18n*/ 'Issue submitted. Your treatment is paused until it is resolved.'
          : /*i18n*/ 'Issue submitted. We will get back to you soon.';
        return c.json({ message: translate(message, undefined, apiLanguage(c)) }, 201);
      })

      .put('/:userId', requireUser(deps), async (c) => {
        const caller = c.get('user');
        const isAdmin = caller.role === 'admin';
        // A patient may resume only their own treatment; say nothing about other ids.
        if (!isAdmin && c.req.param('userId') !== caller.id) throw forbidden();
        const { id: userId } = await findPatient(deps.db, idParam(c, 'userId', patientNotFound));
        const { resumeDate } = await readJson(c, ResumeSchema);
        const clock = { today: clinicToday(deps), now: deps.clock.now() };
        // The bounds depend on the pause: the service checks them (date-rules `resumeDateProblem`).
        const outcome = await resumeTreatment(deps.db, userId, resumeDate, clock, caller);
        const message =
          outcome === 'moved'
            ? said(/*i18n*/ 'Resume date changed to {date}.', {
                date: saidDate(resumeDate),
              })
            : /*i18n*/ 'Treatment resumed successfully.';
        return c.json({ message: translateSaid(message, apiLanguage(c)) });
      })
  );
}
