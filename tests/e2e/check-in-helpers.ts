/** Shared steps of the photo check-in specs (a patient's phone, the worker's sync, the journey). */
import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { CHECK_IN_PHOTO_MAX_EDGE } from '../../src/shared/constants';
import type { CheckIn } from '../../src/shared/schemas/check-in';
import { agreeToPrivacyNotice, useSignedInSession } from './patient-helpers';
import { waitForServiceWorker } from './pwa-helpers';
import { expect, type AdminApi } from './support/fixtures';

export const SHOTS = ['Front', 'Left side', 'Right side'] as const;
export const SAVED_OFFLINE = "Saved — we'll send it when you're back online";

/** Marks written into each photo's EXIF: none may reach the stored file. */
const EXIF_MARKS = ['MARK-GPS', 'MARK-CAMERA-MAKE'];

/** A 12 MP phone photo (3000×4000) with its camera and GPS position in EXIF. */
export async function phonePhoto(): Promise<Buffer> {
  const photo = await sharp({
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
      IFD0: { Make: EXIF_MARKS[1]! },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 30/1', GPSMapDatum: EXIF_MARKS[0]! },
    })
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  return photo;
}

export const checkInCard = (page: Page) => page.getByRole('region', { name: 'Photo check-ins' });
export const checkInDialog = (page: Page) => page.getByRole('dialog', { name: 'Photo check-in' });

/**
 * A new patient of the test's own, signed in on `page` with the privacy notice agreed, on the
 * dashboard the service worker controls, its check-ins card empty and the page settled.
 */
export async function checkInsOfNewPatient(page: Page, adminApi: AdminApi, name?: string) {
  const { patient, password } = await adminApi.registerPatient(name ? { name } : {});
  const token = await useSignedInSession(page, patient.email, password);
  await agreeToPrivacyNotice(page.request, token);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  await page.reload();
  const card = checkInCard(page);
  await expect(card.getByText(/^No check-ins yet/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { patient, patientId: patient._id as string, card };
}

/** The check-in uploads sent from `source` (a page, or a context: its pages and workers). */
export function recordUploads(source: Page | BrowserContext): Request[] {
  const uploads: Request[] = [];
  source.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/check-ins')) {
      uploads.push(request);
    }
  });
  return uploads;
}

/** The patient's check-ins as the server holds them, newest first. */
export async function checkInsOf(adminApi: AdminApi, patientId: string): Promise<CheckIn[]> {
  const response = await adminApi.request.get('/api/check-ins', {
    params: { patientId },
    headers: { Authorization: `Bearer ${adminApi.token}` },
    // The admin's connection may have idled past the server's keep-alive while the patient's
    // phone worked: a read sent as the server closes it is reset, and is sent again, as a
    // browser does for an idempotent request on a reused connection.
    maxRetries: 1,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { checkIns: CheckIn[] }).checkIns;
}

/** Presses `button` (a click, or Enter when `keyboard`) and gives the file chooser `photo`. */
export async function choosePhoto(
  page: Page,
  button: Locator,
  photo: Buffer,
  name: string,
  keyboard = false,
) {
  const chooser = page.waitForEvent('filechooser');
  if (keyboard) {
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: photo });
}

/**
 * Takes the three guided photos in the open check-in, then the review step is open. `atFirst`
 * runs on the first shot before the photo (`shot`) and once it shows (`preview`).
 */
export async function takeThreePhotos(
  page: Page,
  photo: Buffer,
  atFirst?: (stage: 'shot' | 'preview') => Promise<void>,
) {
  const flow = checkInDialog(page);
  for (const [index, label] of SHOTS.entries()) {
    await expect(flow.getByRole('heading', { name: label })).toBeVisible();
    await expect(flow.getByText(`Photo ${index + 1} of 3`)).toBeVisible();
    if (index === 0) await atFirst?.('shot');
    const take = flow.getByRole('button', { name: 'Take photo' });
    await choosePhoto(page, take, photo, `IMG_${index}.jpg`);
    await expect(flow.getByRole('img', { name: `${label} photo` })).toBeVisible();
    await expect(
      flow.getByRole('button', { name: `Retake ${label.toLowerCase()} photo` }),
    ).toBeVisible();
    if (index === 0) await atFirst?.('preview');
    await flow.getByRole('button', { name: index === 2 ? 'Review' : 'Next' }).click();
  }
  await expect(flow.getByRole('heading', { name: 'Check your photos' })).toBeVisible();
}

/**
 * Each stored photo of `checkIn`, as the server serves it, is a WebP of at most
 * CHECK_IN_PHOTO_MAX_EDGE px with no metadata: no EXIF block, none of the EXIF marks.
 */
export async function expectPhotosWithoutMetadata(adminApi: AdminApi, checkIn: CheckIn) {
  for (const { url, width, height } of checkIn.photos) {
    expect(Math.max(width, height)).toBeLessThanOrEqual(CHECK_IN_PHOTO_MAX_EDGE);
    const file = await adminApi.request.get(url, {
      headers: { Authorization: `Bearer ${adminApi.token}` },
      maxRetries: 1, // as in checkInsOf
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
    // Neither an EXIF chunk (WebP's) nor an EXIF header (JPEG's), nor the marks themselves.
    for (const mark of ['EXIF', 'Exif\0\0', ...EXIF_MARKS])
      expect(bytes.includes(mark)).toBe(false);
  }
}
