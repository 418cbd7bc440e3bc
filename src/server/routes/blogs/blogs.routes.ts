import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';

export function blogsRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
