/**
 * Limits per caller address for public forms and sign-in (docs/security.md 20), shared by every
 * instance.
 */
import type { Context } from 'hono';
import type { AppDeps } from '../context';
import { clientIp } from './client-ip';
import { enforceLimit, type LimitRule } from './rate-limit';

/** What a public form answers once its per-IP limit is passed. */
export const FORM_LIMIT_MESSAGE =
  /*i18n*/ 'Too many submissions from this network. Please try again later.';

/** The counter of one kind of request (`contact`, `login`…) from one address. */
export const ipLimitKey = (name: string, ip: string) => `${name}:ip:${ip}`;

/** Counts this request against the caller address's limit; 429 with Retry-After once passed. */
export function enforceIpLimit(
  deps: Pick<AppDeps, 'db' | 'env' | 'clock'>,
  c: Context,
  name: string,
  rule: LimitRule,
  message: string,
): Promise<void> {
  const ip = clientIp(c, deps.env.TRUST_PROXY);
  return enforceLimit(deps.db, ipLimitKey(name, ip), rule, deps.clock.now(), message);
}
