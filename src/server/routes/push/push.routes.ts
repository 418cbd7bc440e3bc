/** /api/push (docs/design.md §2, §4): the VAPID key, a patient's subscriptions, a test notification. */
import { createECDH } from 'node:crypto';
import { Hono } from 'hono';
import { PUSH_TEST_RATE_LIMIT, PUSH_TEST_TTL_SECONDS } from '../../../shared/constants';
import { testPushPayload } from '../../../shared/push-messages';
import { PushSubscriptionSchema, PushUnsubscribeSchema } from '../../../shared/schemas/push';
import type { AppDeps, AppEnv } from '../../context';
import { badRequest } from '../../lib/http-error';
import { enforceLimit } from '../../lib/rate-limit';
import { readJson } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { deliverToPatient } from '../../services/push-delivery';
import { isAllowedEndpoint } from '../../services/push-hosts';
import { vapidDetails } from '../../services/push-keys';
import {
  deleteOwnSubscription,
  saveSubscription,
  subscriptionsOf,
} from '../../services/push-subscriptions';
import { translate } from '../../../shared/messages';
import { apiLanguage } from '../../lib/page-language';

/** A key the browser made is a point on P-256; anything else could never be encrypted to. */
function isP256Point(base64url: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(base64url, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export function pushRoutes(deps: AppDeps) {
  const patientOnly = requireRole(deps, 'patient');

  return (
    new Hono<AppEnv>()
      .get('/public-key', async (c) => {
        const { publicKey } = await vapidDetails(deps);
        return c.json({ publicKey });
      })

      // The caller's devices as the server knows them (it drops the ones a push service says are
      // gone, and the oldest beyond the cap), so a device can tell its reminders were dropped.
      .get('/subscriptions', patientOnly, async (c) => {
        const rows = await subscriptionsOf(deps.db, c.get('user').id);
        return c.json({ subscriptions: rows.map(({ endpoint }) => ({ endpoint })) });
      })

      .post('/subscriptions', patientOnly, async (c) => {
        const { endpoint, keys } = await readJson(c, PushSubscriptionSchema);
        if (!isAllowedEndpoint(endpoint, deps.env.PUSH_ALLOWED_HOSTS)) {
          throw badRequest(
            /*i18n*/ 'Notifications from this browser’s push service are not supported',
            [{ path: 'endpoint', message: 'endpoint must be https on an allowed push service' }],
          );
        }
        if (!isP256Point(keys.p256dh)) {
          throw badRequest('keys.p256dh is not a valid P-256 public key', [
            { path: 'keys.p256dh', message: 'keys.p256dh is not a valid P-256 public key' },
          ]);
        }
        await saveSubscription(deps.db, {
          userId: c.get('user').id,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          createdAt: deps.clock.now(),
        });
        return c.json(
          {
            message: translate(
              /*i18n*/ 'Reminders are on for this device.',
              undefined,
              apiLanguage(c),
            ),
          },
          201,
        );
      })

      .delete('/subscriptions', patientOnly, async (c) => {
        const { endpoint } = await readJson(c, PushUnsubscribeSchema);
        await deleteOwnSubscription(deps.db, c.get('user').id, endpoint);
        return c.body(null, 204);
      })

      .post('/test', patientOnly, async (c) => {
        const userId = c.get('user').id;
        await enforceLimit(
          deps.db,
          `push-test:${userId}`,
          PUSH_TEST_RATE_LIMIT,
          deps.clock.now(),
          'Too many test notifications. Please try again later.',
        );
        const report = await deliverToPatient(deps, userId, testPushPayload, {
          ttlSeconds: PUSH_TEST_TTL_SECONDS,
        });
        return c.json({ sent: report.delivered.length });
      })
  );
}
