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
