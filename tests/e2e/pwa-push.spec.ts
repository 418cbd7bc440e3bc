/**
 * The service worker's side of reminders: a push message (delivered through Chromium's
 * DevTools protocol, as a push service would) becomes a notification with the payload's
 * title, body and tag, carrying its address for the click.
 */
import { expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/config';
import { waitForServiceWorker } from './pwa-helpers';

test.use({ serviceWorkers: 'allow' });

test('a reminder push shows its notification', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/about');
  await waitForServiceWorker(page);

  const cdp = await context.newCDPSession(page);
  const origin = new URL(E2E_BASE_URL).origin;
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: 'Time to switch aligners',
    body: 'Put in aligner 4 of 12 today.',
    url: '/dashboard?aligner=4',
    tag: 'aligner-4',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });

  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).length > 0;
  });
  const shown = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    }));
  });
  expect(shown).toEqual([
    {
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
    },
  ]);
});
