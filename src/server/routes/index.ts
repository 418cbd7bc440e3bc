/** Every API resource and where it is mounted (DESIGN.md §2). */
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { alignerSwitchesRoutes } from './aligner-switches/aligner-switches.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { authRoutes } from './auth/auth.routes';
import { blogsRoutes } from './blogs/blogs.routes';
import { configRoutes } from './config/config.routes';
import { contactRoutes } from './contact/contact.routes';
import { filesRoutes } from './files/files.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { moderatorsRoutes } from './moderators/moderators.routes';
import { patientsRoutes } from './patients/patients.routes';
import { pushRoutes } from './push/push.routes';
import { treatmentRoutes } from './treatment/treatment.routes';

export interface Mount {
  base: string;
  routes: Hono<AppEnv>;
}

export function apiRoutes(deps: AppDeps): Mount[] {
  return [
    { base: '/api/users', routes: authRoutes(deps) },
    { base: '/api/users', routes: patientsRoutes(deps) },
    { base: '/api', routes: treatmentRoutes(deps) },
    { base: '/api/aligner-switches', routes: alignerSwitchesRoutes(deps) },
    { base: '/api/misc', routes: moderatorsRoutes(deps) },
    { base: '/api/blogs', routes: blogsRoutes(deps) },
    { base: '/api/jobs', routes: jobsRoutes(deps) },
    { base: '/api/apply-jobs', routes: applicationsRoutes(deps) },
    { base: '/api/files', routes: filesRoutes(deps) },
    { base: '/api', routes: contactRoutes(deps) },
    { base: '/api', routes: configRoutes(deps) },
    { base: '/api/push', routes: pushRoutes(deps) },
  ];
}
