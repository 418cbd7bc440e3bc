/**
 * GET /api/config: the public client settings the server alone knows. Today only the live-chat
 * script (LIVECHAT_SRC), which the dashboard loads when it is set (docs/product-spec.md §1;
 * docs/decisions/007-token-in-localstorage-and-live-chat.md), and the privacy notice's current
 * version, the one a patient's consent must name, and the clinic's time zone, whose today decides
 * who is a minor (docs/design.md §12) in the admin's patient forms.
 */
import { Hono } from 'hono';
import type { ClientConfig } from '../../../shared/api-types';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/constants';
import type { AppDeps, AppEnv } from '../../context';

export function configRoutes(deps: AppDeps) {
  const config: ClientConfig = {
    liveChatSrc: deps.env.LIVECHAT_SRC ?? null,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    clinicTimeZone: deps.env.CLINIC_TIMEZONE,
  };
  return new Hono<AppEnv>().get('/', (c) => c.json(config));
}
