/** GET /api/audit (admin): the audit trail, newest first, optionally for one patient. */
import { Hono } from 'hono';
import { AuditQuerySchema } from '../../../shared/schemas/audit';
import type { AppDeps, AppEnv } from '../../context';
import { readQuery } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { listAudit } from '../../services/audit';

export function auditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', requireRole(deps, 'admin'), async (c) => {
    const query = readQuery(c, AuditQuerySchema);
    return c.json({ events: await listAudit(deps.db, query) });
  });
}
