/**
 * /api/users (docs/design.md §2 "Users"): one mount for two kinds of call the spec puts under one
 * path. Sign-in and the session (`/login`, `/resend-otp`, `/verify-otp`, `/logout`,
 * `/current-user`) are in `auth/auth.routes.ts`; the admin's patient management (`/`, `/stats`,
 * `/register`, `/update/:id`, `/delete/:id`, `/download-users-data`) in
 * `patients/patients.routes.ts`; a patient's data rights (`/me/consent`, `/me/export`,
 * `/me/erasure-request`, `/:id/export`, and a guardian's `/:id/consent` and
 * `/:id/erasure-request`) in `privacy/privacy.routes.ts`; a patient's parents or guardians
 * (`/:id/guardians`) and a child's `/:id/profile` in `guardians/guardians.routes.ts`; their own settings
 * (`PATCH /me`: the language) in `account/account.routes.ts`.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { accountRoutes } from '../account/account.routes';
import { authRoutes } from '../auth/auth.routes';
import { guardiansRoutes } from '../guardians/guardians.routes';
import { patientsRoutes } from '../patients/patients.routes';
import { privacyRoutes } from '../privacy/privacy.routes';

export function usersRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/', authRoutes(deps))
    .route('/', patientsRoutes(deps))
    .route('/', privacyRoutes(deps))
    .route('/', guardiansRoutes(deps))
    .route('/', accountRoutes(deps));
}
