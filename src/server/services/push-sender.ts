/**
 * Sends one payload to one push subscription with web-push (VAPID-signed, aes128gcm), after
 * checking its host against PUSH_ALLOWED_HOSTS again, and says what became of it.
 */
import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '../../shared/push-messages';
import type { Logger } from '../lib/logger';
import { isAllowedEndpoint, type AllowedHost } from './push-hosts';
import type { VapidDetails } from './push-keys';

const PUSH_TIMEOUT_MS = 10_000;

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** delivered: accepted by the push service · gone: 404/410, the subscription is dead ·
 * failed: worth retrying · refused: its host is not (or no longer) allowed. */
export type PushOutcome = 'delivered' | 'gone' | 'failed' | 'refused';

export interface PushOptions {
  vapid: VapidDetails;
  allowedHosts: readonly AllowedHost[];
  ttlSeconds: number;
  /** Collapses undelivered messages with the same topic at the push service. */
  topic?: string;
  logger: Logger;
  /** An https agent for the push requests (tests trust a local certificate authority with it). */
  agent?: Agent;
}

export async function sendPush(
  subscription: StoredSubscription,
  payload: PushPayload,
  options: PushOptions,
): Promise<PushOutcome> {
  const host = hostOf(subscription.endpoint);
  if (!isAllowedEndpoint(subscription.endpoint, options.allowedHosts)) {
    options.logger.warn('push skipped: host not allowed', { host });
    return 'refused';
  }
  try {
    await webpush.sendNotification(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: options.vapid,
        TTL: options.ttlSeconds,
        contentEncoding: 'aes128gcm',
        timeout: PUSH_TIMEOUT_MS,
        ...(options.topic ? { topic: options.topic } : {}),
        ...(options.agent ? { agent: options.agent } : {}),
      },
    );
    return 'delivered';
  } catch (error) {
    const status = error instanceof WebPushError ? error.statusCode : undefined;
    if (status === 404 || status === 410) return 'gone';
    options.logger.warn('push failed', {
      host,
      status,
      error: error instanceof Error ? error.message : String(error),
    });
    return 'failed';
  }
}

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
};
