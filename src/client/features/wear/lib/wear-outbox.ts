/**
 * Wear-log taps wait in the outbox and are sent from there, online or not: one path, so each
 * tap reaches the server once (its id, made here, makes a repeat harmless too).
 */
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { WearEventType } from '../../../../shared/constants';
import type { WearEvent as SharedWearEvent } from '../../../../shared/wear-rules';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../../shared/display-dates';
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

/**
 * The title of the toast for a batch the server refused (the outbox has dropped it), read in
 * the active language when shown: `i18n._(WEAR_REFUSED_TITLE)`.
 */
export const WEAR_REFUSED_TITLE = msg`Some wear times could not be saved`;

/** An event's time the server names (ISO, in UTC) as the phone would show it. */
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;
const localTime = (iso: string) => formatDateTime(iso, i18n.locale);

/**
 * Why a refused batch was not saved, in the patient's words. The server refuses a whole batch
 * for an event's time (`events.<i>.at`: ahead of its clock, before the plan or too old), which
 * means the phone's clock or date was wrong when it was tapped; its reason follows.
 */
export function wearRefusalMessage(error: unknown): string {
  const timeIssue =
    error instanceof ApiError &&
    error.issues?.find((issue) => /^events\.\d+\.at$/.test(issue.path));
  if (!timeIssue) return error instanceof Error ? error.message : t`The server refused them.`;
  const reason = timeIssue.message.replace(ISO_TIME, localTime);
  return t`This phone's clock or date looked wrong when they were tapped. The server said: ${reason}.`;
}
