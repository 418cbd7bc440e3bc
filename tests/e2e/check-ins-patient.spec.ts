/**
 * The patient's photo check-in on a phone (390 px): three photos taken through the camera's
 * file input (12 MP JPEGs with a GPS position) are shrunk on the phone, sent once and stored
 * as WebP of at most 1600 px with no metadata; offline the check-in waits in the outbox with
 * the notice and is sent exactly once when the connection returns; the clinic's review shows
 * after a reload; the keyboard alone opens, uses and closes the check-in, and the back button
 * closes it. Each state passes axe (undecided contrast counted as a failure) and is
 * photographed at 390 and 1440 px when SCREENSHOT_DIR is set.
 */
import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { CHECK_IN_PHOTO_MAX_EDGE } from '../../src/shared/constants';
import type { CheckIn } from '../../src/shared/schemas/check-in';
import { expectNoAxeViolations } from './support/axe';
import { expect, expectConsoleErrors, test, type AdminApi } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { PHONE, recordToasts, shownToasts, useSignedInSession } from './patient-helpers';
import { indexedDbContents, waitForServiceWorker } from './pwa-helpers';

test.use({ viewport: PHONE });
// Each photo is a 12 MP JPEG decoded and shrunk in the browser: on a loaded machine a test
// needs more than the suite's usual upper bound.
test.slow();

const SHOTS = ['Front', 'Left side', 'Right side'] as const;
const SAVED_OFFLINE = "Saved — we'll send it when you're back online";
const OUTBOX_KEY = 'tapalign-check-in-outbox';
/** Three shrunk photos and the form around them; the originals are several MB each. */
const UPLOAD_MAX_BYTES = 3 * 600 * 1024;

/** A 12 MP phone photo (3000×4000) with its camera and GPS position in EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 3000,
      height: 4000,
      channels: 3,
      background: { r: 150, g: 150, b: 150 },
      noise: { type: 'gaussian', mean: 150, sigma: 12 },
    },
  })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'MARK-CAMERA-MAKE' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 30/1', GPSMapDatum: 'MARK-GPS' },
    })
    .toBuffer();
}

let photo: Buffer;
test.beforeAll(async () => {
  photo = await phonePhoto();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
});

const card = (page: Page) => page.getByRole('region', { name: 'Photo check-ins' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Photo check-in' });

/** The check-in uploads sent from `source` (a page, or a context: its pages and workers). */
function recordUploads(source: Page | BrowserContext): Request[] {
  const uploads: Request[] = [];
  source.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/check-ins')) {
      uploads.push(request);
    }
  });
  return uploads;
}

/** A patient 30 days into 12 two-week aligners (aligner 3), signed in, on the dashboard. */
async function openDashboard(page: Page, adminApi: AdminApi) {
  const { patient, password } = await adminApi.registerPatient();
  await recordToasts(page);
  const token = await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await expect(card(page).getByRole('button', { name: 'Photo check-in' })).toBeVisible();
  return { patientId: patient._id as string, token };
}

async function checkInsOf(adminApi: AdminApi, patientId: string): Promise<CheckIn[]> {
  const response = await adminApi.request.get('/api/check-ins', {
    params: { patientId },
    headers: { Authorization: `Bearer ${adminApi.token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { checkIns: CheckIn[] }).checkIns;
}

/** Presses `button` (a click, or Enter when `keyboard`) and gives the file chooser a photo. */
async function choosePhoto(page: Page, button: Locator, name: string, keyboard = false) {
  const chooser = page.waitForEvent('filechooser');
  if (keyboard) {
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: photo });
}

/** Takes the three guided photos, then the review step is open. */
async function takeThreePhotos(page: Page, shoot?: string) {
  const flow = dialog(page);
  for (const [index, label] of SHOTS.entries()) {
    await expect(flow.getByRole('heading', { name: label })).toBeVisible();
    await expect(flow.getByText(`Photo ${index + 1} of 3`)).toBeVisible();
    if (shoot && index === 0) await checkAndShoot(page, `${shoot}-shot`, true);
    await choosePhoto(page, flow.getByRole('button', { name: 'Take photo' }), `IMG_${index}.jpg`);
    await expect(flow.getByRole('img', { name: `${label} photo` })).toBeVisible();
    await expect(
      flow.getByRole('button', { name: `Retake ${label.toLowerCase()} photo` }),
    ).toBeVisible();
    if (shoot && index === 0) await checkAndShoot(page, `${shoot}-preview`, true);
    await flow.getByRole('button', { name: index === 2 ? 'Review' : 'Next' }).click();
  }
  await expect(flow.getByRole('heading', { name: 'Check your photos' })).toBeVisible();
}

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
  for (const { url, width, height } of stored!.photos) {
    expect(Math.max(width, height)).toBeLessThanOrEqual(CHECK_IN_PHOTO_MAX_EDGE);
    const file = await adminApi.request.get(url, {
      headers: { Authorization: `Bearer ${adminApi.token}` },
    });
    expect(file.headers()['content-type']).toBe('image/webp');
    const bytes = await file.body();
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      width,
      height,
      undefined,
    ]);
    for (const mark of ['MARK-GPS', 'MARK-CAMERA-MAKE']) expect(bytes.includes(mark)).toBe(false);
  }

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
    expect(await checkInsOf(adminApi, patientId)).toHaveLength(1);
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
  await choosePhoto(page, flow.getByRole('button', { name: 'Take photo' }), 'front.jpg', true);
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
