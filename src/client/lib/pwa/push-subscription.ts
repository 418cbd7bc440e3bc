/**
 * This device's push subscription (reminders, docs/design.md §4): what the browser supports, and
 * subscribing and unsubscribing with the server (`/api/push/…`). Sign-out unsubscribes, so a
 * phone never keeps receiving the previous patient's reminders.
 */
import { msg } from '@lingui/core/macro';
import type { PushSubscriptionInput, PushUnsubscribeSchema } from '../../../shared/schemas/push';
import type * as v from 'valibot';
import { apiRequest } from '../api-client';
import { readerText } from '../reader-text';

export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** Whether this browser can take push reminders at all (the permission aside). */
export const pushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * What the browser supports, and whether the patient blocked its notifications: asked without
 * holding the page (`Notification.permission` is a synchronous call into the browser, some
 * 20 ms the first time on a fast machine).
 */
export async function pushSupport(): Promise<PushSupport> {
  if (!pushSupported()) return 'unsupported';
  const state = await navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => status.state)
    .catch(() => undefined);
  return (state ?? Notification.permission) === 'denied' ? 'denied' : 'supported';
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/**
 * This device's subscription, unless the server has dropped it (a push service answered 404 or
 * 410, or a sixth device pushed it out): then the browser's copy goes too, so the switch shows
 * off and turning it on makes a fresh one. With no connection the browser's word stands.
 */
export async function syncedPushSubscription(): Promise<PushSubscription | null> {
  const subscription = await currentPushSubscription();
  if (!subscription || !navigator.onLine) return subscription;
  let listed: { endpoint: string }[];
  try {
    ({ subscriptions: listed } = await apiRequest<{ subscriptions: { endpoint: string }[] }>(
      '/push/subscriptions',
    ));
  } catch {
    return subscription;
  }
  if (listed.some(({ endpoint }) => endpoint === subscription.endpoint)) return subscription;
  await subscription.unsubscribe();
  return null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Asks for permission when needed, subscribes this device and registers it with the server. */
export async function subscribeToPush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new Error(
      readerText(
        'Notifications are not allowed for this site.',
        msg`Notifications are not allowed for this site.`,
      ),
    );
  }
  const { publicKey } = await apiRequest<{ publicKey: string }>('/push/public-key');
  const worker = await navigator.serviceWorker.ready;
  const existing = await worker.pushManager.getSubscription();
  const subscription =
    existing ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const body = subscription.toJSON() as PushSubscriptionInput;
  await apiRequest('/push/subscriptions', { method: 'POST', body });
}

/** Removes this device's subscription from the server and the browser. */
/** `token`: the session's, when sign-out has already removed it from storage. */
export async function unsubscribeFromPush(token?: string): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  // The browser side goes whatever the server answers: a subscription the server still lists
  // is removed by its next send (the push service then answers 404 or 410).
  const body: v.InferOutput<typeof PushUnsubscribeSchema> = { endpoint: subscription.endpoint };
  const removed = apiRequest('/push/subscriptions', { method: 'DELETE', body, token });
  await subscription.unsubscribe();
  await removed;
}
