/** GET /api/health: the process answers and its database does too. */
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../../context';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ status: 'ok', db: 'ok' });
  });
}
