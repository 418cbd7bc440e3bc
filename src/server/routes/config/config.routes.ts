/**
 * GET /api/config: the public client settings the server alone knows. Today only the live-chat
 * script (LIVECHAT_SRC), which the dashboard loads when it is set (spec §1; README "Decisions").
 */
import { Hono } from 'hono';
import type { ClientConfig } from '../../../shared/api-types';
import type { AppDeps, AppEnv } from '../../context';

export function configRoutes(deps: AppDeps) {
  const config: ClientConfig = { liveChatSrc: deps.env.LIVECHAT_SRC ?? null };
  return new Hono<AppEnv>().get('/', (c) => c.json(config));
}
