import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { cloudApiSender, consoleSender, type WhatsAppSender } from './whatsapp';

/** The Cloud API when its token and phone-number id are set; otherwise the console. */
export function createWhatsAppSender(env: Env, logger: Logger): WhatsAppSender {
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
    return cloudApiSender({
      apiBase: env.WHATSAPP_API_BASE,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      token: env.WHATSAPP_TOKEN,
      logger,
    });
  }
  return consoleSender();
}

const STAND_IN = { token: 'stand-in-token', phoneNumberId: '100000000000001' };

/**
 * Development with WHATSAPP_STAND_IN: the Cloud API sender, making the real requests, against
 * the local stand-in (src/server/dev), which prints each message it accepts. With an app secret
 * set, its `POST /patient` plays a patient writing to the clinic, through this app's webhook.
 */
export async function standInSender(
  env: Env,
  logger: Logger,
): Promise<{ sender: WhatsAppSender; close(): Promise<void> }> {
  const { startCloudApiStandIn } = await import('../dev/cloud-api-stand-in');
  const appSecret = env.WHATSAPP_APP_SECRET;
  const standIn = await startCloudApiStandIn({
    ...STAND_IN,
    onMessage: (line) => process.stdout.write(line + '\n'),
    webhook: appSecret
      ? {
          url: `http://127.0.0.1:${env.PORT}/api/whatsapp/webhook`,
          appSecret,
        }
      : undefined,
  });
  logger.info('whatsapp stand-in listening', { apiBase: standIn.apiBase });
  if (appSecret) {
    const patientUrl = standIn.apiBase.replace(/\/v[\d.]+$/, '/patient');
    process.stdout.write(
      `[whatsapp stand-in] play a patient: curl -d '{"phone":"9876543210","text":"STOP"}' ${patientUrl}\n`,
    );
  }
  const sender = cloudApiSender({ ...STAND_IN, apiBase: standIn.apiBase, logger });
  return { sender, close: standIn.close };
}
