/**
 * Photo check-ins from end to end, walked as one journey: a patient's phone (390 px, the
 * installed app) with no connection takes a check-in of three photos carrying a GPS position and
 * is told it waits; back online it is sent once. The clinic, in a browser of its own at 1440 px,
 * reviews it "Needs attention" with a comment on the Check-ins screen, and the patient reads the
 * reply on the dashboard. The server holds one check-in of three photos, served without EXIF or
 * GPS.
 */
import { clinicBrowser, toast, uniquePrefix } from './admin-helpers';
import {
  checkInsOfNewPatient,
  checkInDialog,
  checkInsOf,
  expectPhotosWithoutMetadata,
  phonePhoto,
  recordUploads,
  SAVED_OFFLINE,
  takeThreePhotos,
} from './check-in-helpers';
import { PHONE, recordToasts, shownToasts } from './patient-helpers';
import { expect, expectConsoleErrors, test } from './support/fixtures';

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

test('offline check-in with three located photos: sent once, reviewed by the clinic, reply read', async ({
  page,
  context,
  browser,
  adminApi,
}) => {
  // Twelve-megapixel photos shrunk on the phone, and two browsers.
  test.slow();
  // Dropping the connection may cut the Wear card's reminder-setting request (no cache answers).
  expectConsoleErrors(page, /ERR_INTERNET_DISCONNECTED .*\/api\/wear\/settings/);
  const photo = await phonePhoto();
  await recordToasts(page);
  const { patient, patientId, card } = await checkInsOfNewPatient(
    page,
    adminApi,
    uniquePrefix('Journey'),
  );
  // The page's uploads and the service worker's.
  const uploads = recordUploads(context);

  // Offline: three photos taken through the camera's input, then "Send" keeps them.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Photo check-in' }).click();
  await takeThreePhotos(page, photo);
  await checkInDialog(page).getByRole('button', { name: 'Send' }).click();
  await expect(checkInDialog(page)).toHaveCount(0);
  const waiting = card.getByTestId('check-in-waiting');
  await expect(waiting.getByText('Waiting to send')).toBeVisible();
  await expect.poll(() => shownToasts(page)).toContain(SAVED_OFFLINE);
  expect(uploads).toHaveLength(0);

  // Back online it goes, once.
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0);
  const item = card.getByTestId('check-in');
  await expect(item).toHaveCount(1);
  await expect(item.getByText("Waiting for your clinic's reply")).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(uploads).toHaveLength(1);
  const stored = await checkInsOf(adminApi, patientId);
  expect(stored).toHaveLength(1);
  const [checkIn] = stored;
  expect(checkIn!.photos).toHaveLength(3);
  await expectPhotosWithoutMetadata(adminApi, checkIn!);

  // The clinic reviews it on its Check-ins screen.
  const clinic = await clinicBrowser(browser, adminApi, { serviceWorkers: 'block' });
  try {
    const admin = clinic.page;
    await admin.goto('/admin/check-ins');
    await expect(admin.getByRole('heading', { name: 'Check-ins', level: 1 })).toBeVisible();
    const queued = admin
      .getByRole('listbox', { name: 'Check-ins waiting for a review, oldest first' })
      .locator(`[data-check-in="${checkIn!._id}"]`);
    await queued.click();
    await expect(queued).toHaveAttribute('aria-selected', 'true');
    await expect(admin.locator('#review-title')).toHaveText(`${patient.name} · aligner 3`);
    await admin.getByRole('button', { name: 'Needs attention' }).click();
    const comment = admin.getByRole('textbox', { name: 'Comment for the patient (optional)' });
    await comment.fill('Please wear aligner 3 two more days.');
    await admin.getByRole('button', { name: 'Send review' }).click();
    await expect(toast(admin, `Review sent to ${patient.name}.`)).toBeVisible();
    await expect(queued).toHaveCount(0);
    expect(clinic.errors).toEqual([]);
  } finally {
    await clinic.context.close();
  }

  // The patient opens the dashboard and reads the reply.
  await page.goto('/dashboard#check-ins');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('Needs attention')).toBeVisible();
  await expect(item.getByText('Please wear aligner 3 two more days.')).toBeVisible();
  await expect(item.getByText("Waiting for your clinic's reply")).toHaveCount(0);

  // Still one check-in, sent once, with its three photos and no location in them.
  expect(uploads).toHaveLength(1);
  const [reviewed, ...others] = await checkInsOf(adminApi, patientId);
  expect(others).toEqual([]);
  expect(reviewed!.photos).toHaveLength(3);
  expect(reviewed!.review).toMatchObject({
    status: 'needs-attention',
    comment: 'Please wear aligner 3 two more days.',
  });
  await expectPhotosWithoutMetadata(adminApi, reviewed!);
});
