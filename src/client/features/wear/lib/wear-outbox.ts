/**
 * Wear-log taps wait in the outbox and are sent from there, online or not: one path, so each
 * tap reaches the server once (its id, made here, makes a repeat harmless too).
 */
import type { WearEventType } from '../../../../shared/constants';
import type { WearEvent as SharedWearEvent } from '../../../../shared/wear-rules';
import { createOutbox, type OutboxResult } from '../../../lib/outbox';

/** A tap: the aligners taken out, or put back in, with an id made here and an ISO time. */
export interface WearEvent extends SharedWearEvent {
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
