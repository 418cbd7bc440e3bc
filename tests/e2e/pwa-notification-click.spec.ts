/**
 * A click on a reminder: the service worker closes the notification and shows the reminder's
 * address (`/dashboard?aligner=k`) in the patient's open TapAlign window. The push arrives
 * through Chromium's DevTools protocol; the click is a `notificationclick` event for that very
 * notification, dispatched in the worker (no browser lets a test press a system notification).
 */
import type { Worker } from '@playwright/test';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { PHONE, useSignedInSession } from './patient-helpers';
import { deliverPush, waitForServiceWorker } from './pwa-helpers';
import { clinicDaysAgo, expect, test } from './support/fixtures';

test.use({ serviceWorkers: 'allow', viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

/** Clicks the worker's one notification; resolves once the handler has run. */
function clickNotification(worker: Worker) {
  return worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification to click');
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
}

const openNotifications = (worker: Worker) =>
  worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    return (await scope.registration.getNotifications()).map((n) => n.tag);
  });

test('a reminder click shows its aligner in the open dashboard', async ({
  page,
  context,
  adminApi,
}) => {
  await context.grantPermissions(['notifications']);
  // 12 aligners of 2 weeks from 30 days ago: today is aligner 3's.
  const startDate = clinicDaysAgo(30);
  const { patient, password } = await adminApi.registerPatient({
    aligners: 12,
    steps: 2,
    startDate,
  });
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  const [worker] = context.serviceWorkers();

  await deliverPush(page, {
    title: 'Time to switch aligners',
    body: 'Put in aligner 3 of 12 today.',
    url: '/dashboard?aligner=3',
    tag: 'aligner-3',
  });
  // deliverPush waited for the page's list; the worker reads its own.
  await expect.poll(() => openNotifications(worker!)).toEqual(['aligner-3']);
  await clickNotification(worker!);

  await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?aligner=3');
  const card = page.getByRole('region', { name: 'Your tapped aligner' });
  await expect(card).toBeVisible();
  await expect(page.locator('#aligner-3')).toHaveAttribute('data-highlighted', 'true');
  await expect.poll(() => openNotifications(worker!)).toEqual([]);
  expect(context.pages()).toHaveLength(1);
});
