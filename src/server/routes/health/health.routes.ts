/** GET /api/health: the process answers and its database does too. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { pingDatabase } from '../../db/database';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    await pingDatabase(deps.db);
    return c.json({ status: 'ok', db: 'ok' });
  });
}
