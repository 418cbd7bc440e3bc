import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';

export function applicationsRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
