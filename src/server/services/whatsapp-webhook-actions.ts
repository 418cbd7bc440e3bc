/**
 * What a message to the clinic's WhatsApp number does (docs/design.md "WhatsApp"). Called once
 * per message, by the delivery that stored it.
 */
import type { AppDeps } from '../context';
import type { DeliveryContext, ReceivedMessage } from './whatsapp-webhook';

export async function actOnMessage(
  _deps: Pick<AppDeps, 'db' | 'clock' | 'env' | 'logger' | 'whatsapp'>,
  _message: ReceivedMessage,
  _context: DeliveryContext,
): Promise<void> {}
