/**
 * GET /api/health: the process answers, and so do its database and its file store
 * (docs/design.md §13). 503 names what is down, so a load balancer takes the instance out and
 * an operator sees why.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { pingDatabase } from '../../db/database';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    await pingDatabase(deps.db);
    const fileStore = deps.files.kind;
    try {
      await deps.files.check();
    } catch (error) {
      deps.logger.error('the file store is unreachable', { fileStore, error: String(error) });
      return c.json(
        {
          message: 'The file store is unreachable',
          status: 'unavailable',
          db: 'ok',
          files: 'unreachable',
          fileStore,
        },
        503,
      );
    }
    return c.json({ status: 'ok', db: 'ok', files: 'ok', fileStore });
  });
}
