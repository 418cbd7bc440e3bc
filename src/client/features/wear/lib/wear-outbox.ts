/**
 * Wear-log taps wait in the outbox and are sent from there, online or not: one path, so each
 * tap reaches the server once (its id, made here, makes a repeat harmless too).
 */
import { createOutbox, type OutboxResult } from '../../../lib/outbox';

/** The aligners taken out, or put back in. */
export type WearEventType = 'out' | 'in';

export interface WearEvent {
  id: string;
  type: WearEventType;
  /** When the patient tapped, an ISO timestamp. */
  at: string;
}

/** The server takes at most this many events per request. */
const WEAR_BATCH_SIZE = 100;

const wearOutbox = createOutbox<WearEvent>('tapalign-wear-outbox');

export async function queueWearTap(type: WearEventType, now = new Date()): Promise<WearEvent> {
  const event: WearEvent = { id: crypto.randomUUID(), type, at: now.toISOString() };
  await wearOutbox.add(event);
  return event;
}

export const waitingWearEvents = () => wearOutbox.waiting();

export function sendWaitingWearEvents<R>(
  send: (events: WearEvent[]) => Promise<R>,
): Promise<OutboxResult<R>> {
  return wearOutbox.send(send, WEAR_BATCH_SIZE);
}
