/** Every API resource and where it is mounted (DESIGN.md §2). */
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

export interface Mount {
  base: string;
  routes: Hono<AppEnv>;
}

export function apiRoutes(_deps: AppDeps): Mount[] {
  return [];
}
