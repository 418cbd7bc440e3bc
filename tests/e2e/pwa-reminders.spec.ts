/**
 * The reminders switch. The push subscription is the one stand-in (pwa-helpers
 * `fakePushManager`: headless Chromium has no push service); the permission, the calls to the
 * server and their answers are real.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, toast, useSignedInSession } from './patient-helpers';
import { fakePushManager, serverEndpoints, waitForServiceWorker } from './pwa-helpers';

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const reminderSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Remind me to switch aligners' });

/** Turns reminders on with the switch and waits for the server's 201. */
async function turnOn(page: Page) {
  const subscribed = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await reminderSwitch(page).click();
  const post = await subscribed;
  expect(post.status(), await post.text()).toBe(201);
  await expect(reminderSwitch(page)).toBeChecked();
  return post;
}

test('when notifications are blocked, the switch is off and says how to allow them', async ({
  page,
  adminApi,
}) => {
  // Blocked as the browser reports it both ways: the permission, and the Permissions API's state.
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (descriptor) =>
      descriptor.name === 'notifications'
        ? Promise.resolve({ state: 'denied' } as PermissionStatus)
        : query(descriptor);
  });
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
  adminApi,
}) => {
  const subscription = await fakePushManager(page);
  const { patient, password } = await adminApi.registerPatient();
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);

  const post = await turnOn(page);
  expect(post.request().postDataJSON()).toMatchObject({
    endpoint: subscription.endpoint,
    keys: subscription.keys,
  });

  // The test notification: this stand-in endpoint takes none (no push service answers for it
  // here, and a real one refuses it), so the server reports none sent and the patient is told.
  const tested = page.waitForResponse((r) => r.url().endsWith('/api/push/test'));
  await page.getByRole('button', { name: 'Send a test notification' }).click();
  const test = await tested;
  expect(test.status()).toBe(200);
  expect(await test.json()).toEqual({ sent: 0 });
  await expect(toast(page, 'The test notification was not sent')).toContainText(
    'Your notification service did not take it. Please try again later.',
  );

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

test('the switch follows the server: a device it dropped shows off, and can be turned on again', async ({
  page,
  adminApi,
}) => {
  const subscription = await fakePushManager(page);
  const { patient, password } = await adminApi.registerPatient();
  const token = await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  await turnOn(page);

  // Opened again: the server still lists this device, so the switch stays on.
  await page.reload();
  await expect(reminderSwitch(page)).toBeChecked();
  expect(await serverEndpoints(page, token)).toEqual([subscription.endpoint]);

  // Five newer devices of the patient's push this one out (at most 5 per patient).
  const others = Array.from({ length: 5 }, (_, i) => ({
    ...subscription,
    endpoint: `${subscription.endpoint}-other-${i}`,
  }));
  for (const other of others) {
    const response = await page.request.post('/api/push/subscriptions', {
      data: other,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  expect(await serverEndpoints(page, token)).not.toContain(subscription.endpoint);

  await page.reload();
  await expect(reminderSwitch(page)).not.toBeChecked();
  await expect(reminderSwitch(page)).toBeEnabled();
  // The browser's stale copy went too, so turning on makes a fresh one.
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.pushManager.getSubscription();
    }),
  ).toBeNull();
  await expect(page.getByRole('button', { name: 'Send a test notification' })).toHaveCount(0);

  await turnOn(page);
  expect(await serverEndpoints(page, token)).toContain(subscription.endpoint);
});
