/**
 * Background Sync sends a check-in saved offline with no page of the app open: the patient
 * saves it offline (the app registers the sync), closes the app, and the connection returns.
 * The sync event reaches the service worker (Chromium may fire it itself on reconnection; the
 * test also dispatches it through the DevTools protocol, as the browser would), and the worker
 * alone sends it: the server holds it exactly once, and the outbox is empty.
 *
 * A blank tab stays open meanwhile, only to carry the DevTools session: it runs none of the app.
 */
import type { CDPSession, Page } from '@playwright/test';
import { CHECK_IN_OUTBOX_KEY, CHECK_IN_SYNC_TAG } from '../../src/shared/check-in-outbox';
import {
  checkInsOfNewPatient,
  checkInDialog,
  checkInsOf,
  phonePhoto,
  recordUploads,
  takeThreePhotos,
} from './check-in-helpers';
import { PHONE } from './patient-helpers';
import { expect, expectConsoleErrors, test } from './support/fixtures';

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

/** The tags of the Background Syncs the page's registration is waiting to fire. */
const pendingSyncs = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const sync = (registration as unknown as { sync: { getTags(): Promise<string[]> } }).sync;
    return sync.getTags();
  });

/** The id of the origin's service worker registration, as the DevTools protocol names it. */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const id = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return id;
}

test('a check-in saved offline is sent by the service worker once the app is closed', async ({
  page,
  context,
  adminApi,
}) => {
  // Twelve-megapixel photos shrunk on the phone.
  test.slow();
  // Dropping the connection may cut the Wear card's reminder-setting request (no cache answers).
  expectConsoleErrors(page, /ERR_INTERNET_DISCONNECTED .*\/api\/wear\/settings/);
  const photo = await phonePhoto();
  const { patientId, card } = await checkInsOfNewPatient(page, adminApi);
  const origin = new URL(page.url()).origin;
  // Every upload of the context, the page's and the worker's.
  const uploads = recordUploads(context);

  await card.getByRole('button', { name: 'Photo check-in' }).click();
  await takeThreePhotos(page, photo);
  await context.setOffline(true);
  await checkInDialog(page).getByRole('button', { name: 'Send' }).click();
  await expect(card.getByTestId('check-in-waiting').getByText('Waiting to send')).toBeVisible();
  await expect.poll(() => pendingSyncs(page)).toContain(CHECK_IN_SYNC_TAG);
  expect(uploads).toHaveLength(0);

  // The app is closed while offline: nothing but the worker is left to send it.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrationId = await registrationIdOf(cdp, origin);
  await page.close();
  expect(context.pages()).toHaveLength(1);
  expect(context.pages()[0]).toBe(blank);

  await context.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag: CHECK_IN_SYNC_TAG,
    lastChance: false,
  });
  await expect.poll(async () => (await checkInsOf(adminApi, patientId)).length).toBe(1);

  // The worker's outbox is empty, so no later sync or start of the app sends it again. The
  // worker, which has just sent it, is still running: the newest the context knows.
  const worker = context.serviceWorkers().at(-1);
  await expect
    .poll(() =>
      worker!.evaluate(
        (key) =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('keyval-store');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const request = open.result.transaction('keyval').objectStore('keyval').get(key);
              request.onsuccess = () =>
                resolve((request.result as unknown[] | undefined)?.length ?? 0);
              request.onerror = () => reject(request.error);
            };
          }),
        CHECK_IN_OUTBOX_KEY,
      ),
    )
    .toBe(0);
  expect(uploads).toHaveLength(1);
  expect(uploads[0]!.serviceWorker()).not.toBeNull();
  expect(context.pages()).toHaveLength(1);
  const stored = await checkInsOf(adminApi, patientId);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.photos).toHaveLength(3);
});
