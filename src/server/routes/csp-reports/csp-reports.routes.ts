/**
 * /api/csp-reports: browsers report what the pages' Content-Security-Policy blocked (public,
 * limited per address, counted by directive and blocked origin only); admins read the counts.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../../context';
import { CSP_REPORT_LIMIT, CSP_REPORT_MAX_ROWS } from '../../lib/http-limits';
import { enforceIpLimit } from '../../lib/ip-limit';
import { requestHeader } from '../../lib/request-header';
import { readJson } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { countViolation, listCspReports } from './csp-reports.store';
import { violationsIn, type Violation } from './csp-violation';

export function cspReportsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      await enforceIpLimit(deps, c, 'csp-report', CSP_REPORT_LIMIT, 'Too many reports');
      const type = (requestHeader(c, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const violations = violationsIn(await readJson(c, v.unknown()), type);
      const counts = new Map<string, { violation: Violation; count: number }>();
      for (const violation of violations) {
        const key = `${violation.directive} ${violation.blocked}`;
        const entry = counts.get(key) ?? { violation, count: 0 };
        entry.count++;
        counts.set(key, entry);
      }
      const now = deps.clock.now();
      for (const { violation, count } of counts.values()) {
        await countViolation(deps.db, violation, count, now, CSP_REPORT_MAX_ROWS);
      }
      return c.body(null, 204);
    })

    .get('/', requireRole(deps, 'admin'), async (c) =>
      c.json({ reports: await listCspReports(deps.db) }),
    );
}
