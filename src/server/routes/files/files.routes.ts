import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';

export function filesRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
