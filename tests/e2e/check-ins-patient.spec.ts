/**
 * The patient's photo check-in on a phone (390 px): three photos taken through the camera's
 * file input (12 MP JPEGs with a GPS position) are shrunk on the phone, sent once and stored
 * as WebP of at most 1600 px with no metadata; offline the check-in waits in the outbox with
 * the notice and is sent exactly once when the connection returns; the clinic's review shows
 * after a reload; the keyboard alone opens, uses and closes the check-in, and the back button
 * closes it. Each state passes axe (undecided contrast counted as a failure) and is
 * photographed at 390 and 1440 px when SCREENSHOT_DIR is set.
 */
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, expectConsoleErrors, test, type AdminApi } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { PHONE, recordToasts, shownToasts, useSignedInSession } from './patient-helpers';
import { indexedDbContents, savedQueryCaches, waitForServiceWorker } from './pwa-helpers';
import {
  checkInCard as card,
  checkInDialog as dialog,
  checkInsOf,
  choosePhoto,
  expectPhotosWithoutMetadata,
  phonePhoto,
  recordUploads,
  SAVED_OFFLINE,
  takeThreePhotos as takePhotos,
} from './check-in-helpers';

test.use({ viewport: PHONE });
// Each photo is a 12 MP JPEG decoded and shrunk in the browser: on a loaded machine a test
// needs more than the suite's usual upper bound.
test.slow();

const OUTBOX_KEY = 'tapalign-check-in-outbox';
/** Three shrunk photos and the form around them; the originals are several MB each. */
const UPLOAD_MAX_BYTES = 3 * 600 * 1024;

let photo: Buffer;
test.beforeAll(async () => {
  photo = await phonePhoto();
});

/** A patient 30 days into 12 two-week aligners (aligner 3), signed in, on the dashboard. */
async function openDashboard(page: Page, adminApi: AdminApi) {
  const { patient, password } = await adminApi.registerPatient();
  await recordToasts(page);
  const token = await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await expect(card(page).getByRole('button', { name: 'Photo check-in' })).toBeVisible();
  return { patientId: patient._id as string, token };
}

/** Takes the three guided photos, photographing the first shot's states when `shoot` is set. */
const takeThreePhotos = (page: Page, shoot?: string) =>
  takePhotos(
    page,
    photo,
    shoot ? (stage) => checkAndShoot(page, `${shoot}-${stage}`, true) : undefined,
  );

async function checkAndShoot(page: Page, name: string, inDialog = false) {
  // A toast lies over the page, where axe cannot tell the colour under its text.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await screenshotWidths(page, `check-in-${name}`, [PHONE.width, 1440]);
  await expectNoAxeViolations(page, inDialog ? { include: '[role="dialog"]' } : {});
}

/** Every photo in the card has drawn from its bytes (not a placeholder). */
async function expectPhotosDrawn(list: Locator, count: number) {
  const images = list.getByRole('img', { name: /photo, aligner 3$/ });
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
}

test('three photos shrunk on the phone, stored once as WebP with no location; the review is read', async ({
  page,
  adminApi,
}) => {
  const { patientId } = await openDashboard(page, adminApi);
  const uploads = recordUploads(page);
  await expect(card(page).getByText(/^No check-ins yet/)).toBeVisible();
  await checkAndShoot(page, 'empty');

  await card(page).getByRole('button', { name: 'Photo check-in' }).click();
  await takeThreePhotos(page, 'online');
  const flow = dialog(page);
  const note = flow.getByRole('textbox', { name: 'Note for your clinic (optional)' });
  await note.fill('The top right one feels loose.');
  await expect(flow.getByText('30 of 500 characters')).toBeVisible();
  // Each thumbnail is named for its shot, in the order taken.
  for (const label of ['Front', 'Left side', 'Right side']) {
    const thumbnail = flow.getByRole('img', { name: `${label} photo`, exact: true });
    const caption = flow.getByText(label, { exact: true });
    await expect(caption).toBeVisible();
    const [captionBox, imageBox] = [await caption.boundingBox(), await thumbnail.boundingBox()];
    // Just above its own photo, in the photo's column.
    expect(
      Math.abs(captionBox!.x + captionBox!.width / 2 - (imageBox!.x + imageBox!.width / 2)),
    ).toBeLessThan(4);
    expect(imageBox!.y).toBeGreaterThan(captionBox!.y);
  }
  await checkAndShoot(page, 'review', true);

  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/check-ins') && r.request().method() === 'POST',
  );
  await flow.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog(page)).toHaveCount(0);
  const item = card(page).getByTestId('check-in');
  await expect(item).toHaveCount(1);
  await expect(item.getByText("Waiting for your clinic's reply")).toBeVisible();
  await expect(item.getByText('Your note: The top right one feels loose.')).toBeVisible();
  await expectPhotosDrawn(item, 3);
  expect(await shownToasts(page)).toContain('Check-in sentYour clinic will reply here.');
  await checkAndShoot(page, 'sent');

  // Shrunk before it left the phone: one upload, far smaller than the three originals.
  expect(uploads).toHaveLength(1);
  expect(photo.length * 3).toBeGreaterThan(UPLOAD_MAX_BYTES * 3);
  expect(uploads[0]!.postDataBuffer()!.length).toBeLessThan(UPLOAD_MAX_BYTES);

  const [stored] = await checkInsOf(adminApi, patientId);
  expect(stored!.aligner).toBe(3);
  expect(stored!.photos).toHaveLength(3);
  await expectPhotosWithoutMetadata(adminApi, stored!);

  const review = await adminApi.request.patch(`/api/check-ins/${stored!._id}`, {
    headers: { Authorization: `Bearer ${adminApi.token}` },
    data: { review: 'needs-attention', comment: 'Please wear aligner 3 two more days.' },
  });
  expect(review.ok(), await review.text()).toBeTruthy();
  // The reply's notice opens /dashboard#check-ins: on the open dashboard, only the hash changes.
  await page.goto('/dashboard#check-ins');
  await expect(item.getByText('Needs attention')).toBeVisible();
  await expect(card(page)).toBeInViewport();
  await page.reload();
  await expect(item.getByText('Needs attention')).toBeVisible();
  await expect(item.getByText('Please wear aligner 3 two more days.')).toBeVisible();
  await expect(item.getByText("Waiting for your clinic's reply")).toHaveCount(0);
  await expect(card(page)).toBeInViewport();
  await checkAndShoot(page, 'reviewed');
});

/**
 * Offline, as the installed app: the service worker serves the app's files (the toast's among
 * them), and a check-in may be sent by the page's reconnection or by Background Sync; both go
 * through the one outbox under one lock, so the server is asked once.
 */
test.describe('installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, the check-in waits with the notice and is sent exactly once when back online', async ({
    page,
    context,
    adminApi,
  }) => {
    // Dropping the connection and restoring it at once may cut the Wear card's reminder-setting
    // request, which no cache answers: the browser logs it.
    expectConsoleErrors(page, /ERR_INTERNET_DISCONNECTED .*\/api\/wear\/settings/);
    const { patientId } = await openDashboard(page, adminApi);
    await waitForServiceWorker(page);
    await page.reload();
    await expect(card(page).getByText(/^No check-ins yet/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page's uploads and the service worker's.
    const uploads = recordUploads(context);
    await card(page).getByRole('button', { name: 'Photo check-in' }).click();
    await takeThreePhotos(page);

    await context.setOffline(true);
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const waiting = card(page).getByTestId('check-in-waiting');
    await expect(waiting.getByText('Waiting to send')).toBeVisible();
    await expectPhotosDrawn(waiting, 3);
    expect(await shownToasts(page)).toContain(SAVED_OFFLINE);
    expect((await indexedDbContents(page))['keyval-store']?.keyval).toContain(OUTBOX_KEY);
    expect(uploads).toHaveLength(0);
    await checkAndShoot(page, 'waiting');

    await context.setOffline(false);
    await expect(waiting).toHaveCount(0);
    await expect(card(page).getByTestId('check-in')).toHaveCount(1);
    expect(uploads).toHaveLength(1);
    expect(await checkInsOf(adminApi, patientId)).toHaveLength(1);

    // Nothing is left to send again: a new start and another reconnection send nothing.
    await page.reload();
    await expect(card(page).getByTestId('check-in')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForLoadState('networkidle');
    expect(uploads).toHaveLength(1);
    const stored = await checkInsOf(adminApi, patientId);
    expect(stored).toHaveLength(1);
    // The list holding it is saved on the phone a moment after it arrives (the persister's delay).
    const savedWithIt = async () =>
      (await savedQueryCaches(page)).some(([, value]) => value.includes(stored[0]!._id));
    await expect.poll(savedWithIt).toBe(true);

    // Offline, the sent check-in's photos are not on the phone (never kept): each says so. A
    // reload with no network fails the requests no cache answers, which the browser logs.
    expectConsoleErrors(page, /ERR_(INTERNET_DISCONNECTED|FAILED) \(http:\/\/[^/]+\/api\//);
    await context.setOffline(true);
    await page.reload();
    const sent = card(page).getByTestId('check-in');
    await expect(sent).toHaveCount(1);
    await expect(
      sent.getByRole('img', { name: /photo, aligner 3: not saved on this phone$/ }),
    ).toHaveCount(3);
    await expect(sent.getByText('Not saved on this phone', { exact: true })).toHaveCount(3);
    await checkAndShoot(page, 'offline-photos');
    await context.setOffline(false);
    await expectPhotosDrawn(sent, 3);
  });
});

test('keyboard: opened, a photo taken and closed with keys; the back button closes it too', async ({
  page,
  adminApi,
}) => {
  await openDashboard(page, adminApi);
  const open = card(page).getByRole('button', { name: 'Photo check-in' });
  await open.focus();
  await page.keyboard.press('Enter');
  const flow = dialog(page);
  await expect(flow.getByRole('heading', { name: 'Front' })).toBeVisible();
  await choosePhoto(
    page,
    flow.getByRole('button', { name: 'Take photo' }),
    photo,
    'front.jpg',
    true,
  );
  await expect(flow.getByRole('img', { name: 'Front photo' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(flow.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(flow.getByRole('heading', { name: 'Left side' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(flow).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await page.goBack();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(open).toBeVisible();
});
