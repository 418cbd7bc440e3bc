/**
 * /api/csp-reports: browsers report what the pages' Content-Security-Policy blocked (public,
 * limited per address, counted per day by directive and blocked origin only); admins read the
 * counts and may clear them (docs/security.md "CSP reports").
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../../context';
import {
  CSP_REPORT_LIMIT,
  CSP_REPORT_MAX_ROWS_PER_DAY,
  CSP_REPORT_NEW_PAIRS_PER_ADDRESS,
} from '../../lib/http-limits';
import { clientIp } from '../../lib/client-ip';
import { enforceIpLimit, ipLimitKey } from '../../lib/ip-limit';
import { countHit } from '../../lib/rate-limit';
import { requestHeader } from '../../lib/request-header';
import { readJson } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { clearCspReports, countViolation, listCspReports } from './csp-reports.store';
import { violationsIn, type Violation } from './csp-violation';

export function cspReportsRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');
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
      const newPairKey = ipLimitKey('csp-new-pair', clientIp(c, deps.env.TRUST_PROXY));
      const { max, windowSeconds } = CSP_REPORT_NEW_PAIRS_PER_ADDRESS;
      const rules = {
        maxRowsPerDay: CSP_REPORT_MAX_ROWS_PER_DAY,
        mayAddPair: async () =>
          (await countHit(deps.db, newPairKey, windowSeconds, now)).count <= max,
      };
      for (const { violation, count } of counts.values()) {
        await countViolation(deps.db, violation, count, now, rules);
      }
      return c.body(null, 204);
    })

    .get('/', adminOnly, async (c) =>
      c.json({ reports: await listCspReports(deps.db, deps.clock.now()) }),
    )

    .delete('/', adminOnly, async (c) => {
      const cleared = await clearCspReports(deps.db);
      deps.logger.info('csp reports cleared', { actorId: c.get('user').id, pairs: cleared });
      return c.json({ cleared });
    });
}
