/**
 * The service worker's side of reminders: a push message (delivered through Chromium's
 * DevTools protocol, as a push service would) becomes a notification with the payload's
 * title, body and tag, carrying its address for the click.
 */
import { expect, test } from './support/fixtures';
import { deliverPush, waitForServiceWorker } from './pwa-helpers';

test.use({ serviceWorkers: 'allow' });

test('a reminder push shows its notification', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/about');
  await waitForServiceWorker(page);

  const payload = {
    title: 'Time to switch aligners',
    body: 'Put in aligner 4 of 12 today.',
    url: '/dashboard?aligner=4',
    tag: 'aligner-4',
  };
  await deliverPush(page, payload);
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
