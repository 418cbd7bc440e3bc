import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';

export function moderatorsRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
