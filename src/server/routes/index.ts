/**
 * Every API mount path and the one module that serves it (docs/design.md §2; docs/api.md).
 * A module's routes are written relative to its mount path.
 */
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { alignerSwitchesRoutes } from './aligner-switches/aligner-switches.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { auditRoutes } from './audit/audit.routes';
import { blogsRoutes } from './blogs/blogs.routes';
import { checkInsRoutes } from './check-ins/check-ins.routes';
import { complianceRoutes } from './compliance/compliance.routes';
import { configRoutes } from './config/config.routes';
import { contactRoutes } from './contact/contact.routes';
import { cspReportsRoutes } from './csp-reports/csp-reports.routes';
import { filesRoutes } from './files/files.routes';
import { healthRoutes } from './health/health.routes';
import { issueQueryRoutes } from './issues/issue-query.routes';
import { issuesRoutes } from './issues/issues.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { moderatorsRoutes } from './moderators/moderators.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { erasureRequestsRoutes } from './privacy/privacy.routes';
import { passkeysRoutes } from './passkeys/passkeys.routes';
import { pushRoutes } from './push/push.routes';
import { timelineRoutes } from './timeline/timeline.routes';
import { usersRoutes } from './users/users.routes';
import { wearRoutes } from './wear/wear.routes';
import { whatsappWebhookRoutes } from './whatsapp/webhook.routes';
import { whatsappInboxRoutes } from './whatsapp-inbox/whatsapp-inbox.routes';

export interface Mount {
  base: string;
  routes: Hono<AppEnv>;
}

export function apiRoutes(deps: AppDeps): Mount[] {
  return [
    { base: '/api/health', routes: healthRoutes(deps) },
    { base: '/api/users', routes: usersRoutes(deps) },
    { base: '/api/timeline', routes: timelineRoutes(deps) },
    { base: '/api/issue-query', routes: issueQueryRoutes(deps) },
    { base: '/api/issues', routes: issuesRoutes(deps) },
    { base: '/api/aligner-switches', routes: alignerSwitchesRoutes(deps) },
    { base: '/api/wear', routes: wearRoutes(deps) },
    { base: '/api/compliance', routes: complianceRoutes(deps) },
    { base: '/api/check-ins', routes: checkInsRoutes(deps) },
    { base: '/api/misc', routes: moderatorsRoutes(deps) },
    { base: '/api/blogs', routes: blogsRoutes(deps) },
    { base: '/api/jobs', routes: jobsRoutes(deps) },
    { base: '/api/apply-jobs', routes: applicationsRoutes(deps) },
    { base: '/api/files', routes: filesRoutes(deps) },
    { base: '/api/contact', routes: contactRoutes(deps) },
    { base: '/api/newsletter', routes: newsletterRoutes(deps) },
    { base: '/api/config', routes: configRoutes(deps) },
    { base: '/api/push', routes: pushRoutes(deps) },
    { base: '/api/audit', routes: auditRoutes(deps) },
    { base: '/api/passkeys', routes: passkeysRoutes(deps) },
    { base: '/api/csp-reports', routes: cspReportsRoutes(deps) },
    { base: '/api/erasure-requests', routes: erasureRequestsRoutes(deps) },
    { base: '/api/whatsapp/webhook', routes: whatsappWebhookRoutes(deps) },
    { base: '/api/whatsapp/conversations', routes: whatsappInboxRoutes(deps) },
  ];
}
