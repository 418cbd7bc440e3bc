/**
 * The reminders switch. Headless Chromium has no push service to subscribe with (it would
 * need Google's), so the subscription itself is the one stand-in here: `pushManager.subscribe`
 * returns a subscription with a real P-256 key on an allowed push host. Everything else — the
 * permission, the calls to the server and their answers — is real.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, useSignedInSession } from './patient-helpers';
import { waitForServiceWorker } from './pwa-helpers';

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const reminderSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Remind me to switch aligners' });

function fakeSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

test('when notifications are blocked, the switch is off and says how to allow them', async ({
  page,
  adminApi,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' }),
  );
  const { patient, password } = await adminApi.registerPatient();
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await expect(reminderSwitch(page)).toBeDisabled();
  await expect(page.getByText('Notifications are blocked for this site')).toBeVisible();
});

test('a browser without push says reminders need the installed app', async ({ page, adminApi }) => {
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  const { patient, password } = await adminApi.registerPatient();
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await expect(reminderSwitch(page)).toBeDisabled();
  await expect(page.getByText("This browser can't show reminders")).toBeVisible();
});

test('turning reminders on subscribes this device, off unsubscribes it', async ({
  page,
  context,
  adminApi,
}) => {
  const subscription = fakeSubscription();
  await context.grantPermissions(['notifications']);
  await page.addInitScript((sub) => {
    let current: PushSubscription | null = null;
    const make = () =>
      ({
        ...sub,
        toJSON: () => sub,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => (current = make());
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
  const { patient, password } = await adminApi.registerPatient();
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);

  const subscribed = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await reminderSwitch(page).click();
  const post = await subscribed;
  expect(post.status(), await post.text()).toBe(201);
  expect(post.request().postDataJSON()).toMatchObject({
    endpoint: subscription.endpoint,
    keys: subscription.keys,
  });
  await expect(reminderSwitch(page)).toBeChecked();

  const tested = page.waitForResponse((r) => r.url().endsWith('/api/push/test'));
  await page.getByRole('button', { name: 'Send a test notification' }).click();
  expect((await tested).status()).toBe(200);

  const unsubscribed = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
  );
  await reminderSwitch(page).click();
  const del = await unsubscribed;
  expect(del.status()).toBe(204);
  expect(del.request().postDataJSON()).toEqual({ endpoint: subscription.endpoint });
  await expect(reminderSwitch(page)).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Send a test notification' })).toHaveCount(0);
});
