/**
 * /api/whatsapp/webhook (docs/design.md "WhatsApp", docs/api.md): the Cloud API's verification
 * handshake, and its deliveries of messages and statuses. A delivery is read as raw bytes and
 * its signature checked before anything in it is parsed; it is answered 200 at once and
 * applied after (services/whatsapp-webhook.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { applyInBackground, signatureMatches } from '../../services/whatsapp-webhook';

export function whatsappWebhookRoutes(deps: AppDeps) {
  const { WHATSAPP_VERIFY_TOKEN: verifyToken, WHATSAPP_APP_SECRET: appSecret } = deps.env;

  return new Hono<AppEnv>()
    .get('/', (c) => {
      const mode = c.req.query('hub.mode');
      const token = c.req.query('hub.verify_token');
      const challenge = c.req.query('hub.challenge') ?? '';
      if (!verifyToken || mode !== 'subscribe' || token !== verifyToken) {
        return c.text('Forbidden', 403);
      }
      return c.text(challenge, 200);
    })

    .post('/', async (c) => {
      const rawBody = new Uint8Array(await c.req.arrayBuffer());
      if (!signatureMatches(appSecret, rawBody, c.req.header('x-hub-signature-256'))) {
        return c.text('Unauthorized', 401);
      }
      const origin = deps.env.ORIGIN ?? new URL(c.req.url).origin;
      applyInBackground(deps, new TextDecoder().decode(rawBody), { origin });
      return c.text('OK', 200);
    });
}
