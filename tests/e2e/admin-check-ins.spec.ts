/**
 * The clinic's check-in review at 1440 px: the queue waiting for a review oldest first, a photo
 * at full size, a review with a comment sent by keyboard shortcuts and one by mouse (each
 * leaves the queue and the next is selected), a patient's check-ins over time with two compared
 * side by side, and the empty and failed queue.
 *
 * Check-ins are sent through the real API by the test's own patients, with small real photos.
 * Other tests send check-ins too: the queue is checked for this test's own, in their order.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { CheckIn } from '../../src/shared/schemas/check-in';
import { expect, expectConsoleErrors, test, type AdminApi } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { screenshotWidths } from './support/screenshots';
import { DESKTOP_WIDE, signInAsAdmin, toast, uniquePrefix } from './admin-helpers';

test.use({ viewport: DESKTOP_WIDE });

/** A small real photo of one colour: PNG or JPEG, as a phone's camera or gallery gives. */
async function photo(background: string, format: 'png' | 'jpeg') {
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: `image/${format}` });
}

/** A new patient on aligner 3 (12 two-week aligners, begun 30 days ago) and their token. */
async function patientWithToken(page: Page, adminApi: AdminApi, name: string) {
  const { patient, password } = await adminApi.registerPatient({ name });
  const login = await page.request.post('/api/users/login', {
    data: { email: patient.email, password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { authToken } = (await login.json()) as { authToken: string };
  return { patient, token: authToken };
}

/** The patient sends a check-in of three photos (front, left, right), as the app does. */
async function sendCheckIn(page: Page, token: string, aligner: number, note = '') {
  const form = new FormData();
  form.set('data', JSON.stringify({ id: randomUUID(), aligner, note }));
  form.append('photos', await photo('#c0392b', 'jpeg'), 'front.jpg');
  form.append('photos', await photo('#2e86c1', 'png'), 'left.png');
  form.append('photos', await photo('#27ae60', 'jpeg'), 'right.jpg');
  const response = await page.request.post('/api/check-ins', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { checkIn: CheckIn }).checkIn;
}

async function checkInsOf(adminApi: AdminApi, patientId: string) {
  const response = await adminApi.request.get(`/api/check-ins?patientId=${patientId}`, {
    headers: { Authorization: `Bearer ${adminApi.token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { checkIns: CheckIn[] }).checkIns;
}

const queue = (page: Page) =>
  page.getByRole('listbox', { name: 'Check-ins waiting for a review, oldest first' });
const option = (page: Page, checkIn: CheckIn) =>
  queue(page).locator(`[data-check-in="${checkIn._id}"]`);
const reviewHeading = (page: Page) => page.locator('#review-title');

/** Every photo shown on the page has loaded (no skeleton left). */
async function photosLoaded(page: Page, count: number) {
  const images = page.locator('main img[alt]');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
}

test('the queue oldest first; reviews by keyboard shortcuts and by mouse move to the next', async ({
  page,
  adminApi,
}) => {
  test.slow();
  const prefix = uniquePrefix('Check-in');
  const asha = await patientWithToken(page, adminApi, `${prefix} Asha`);
  const bela = await patientWithToken(page, adminApi, `${prefix} Bela`);
  const first = await sendCheckIn(page, asha.token, 2, 'The top tray feels loose at the back.');
  const second = await sendCheckIn(page, bela.token, 3);
  const third = await sendCheckIn(page, asha.token, 3, 'Tray 3 fits well.');

  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/check-ins');
  await expect(page.getByRole('heading', { name: 'Check-ins', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toContainText('Check-ins');
  // This test's three, oldest first, each with its patient, aligner, time sent and note.
  const ours = queue(page).getByRole('option').filter({ hasText: prefix });
  await expect(ours).toHaveCount(3);
  expect(await ours.evaluateAll((rows) => rows.map((row) => row.dataset.checkIn))).toEqual([
    first._id,
    second._id,
    third._id,
  ]);
  await expect(option(page, first)).toContainText(`${prefix} Asha`);
  await expect(option(page, first)).toContainText('Aligner 2');
  await expect(option(page, first)).toContainText('Sent ');
  await expect(option(page, first)).toContainText('The top tray feels loose at the back.');

  await option(page, first).click();
  await expect(option(page, first)).toHaveAttribute('aria-selected', 'true');
  await expect(reviewHeading(page)).toHaveText(`${prefix} Asha · aligner 2`);
  await photosLoaded(page, 3);
  await screenshotWidths(page, 'admin-check-ins-queue', [1440, 390]);
  await expectNoAxeViolations(page);

  // A photo at full size by keyboard, closed by keyboard, the focus back on the photo.
  const front = page.getByRole('button', { name: `Zoom: Front, aligner 2, ${prefix} Asha` });
  await front.focus();
  await page.keyboard.press('Enter');
  const zoom = page.getByRole('dialog', { name: `Front, aligner 2, ${prefix} Asha` });
  await expect(zoom.getByRole('img', { name: `Front, aligner 2, ${prefix} Asha` })).toBeVisible();
  await expect(zoom).toContainText('320 × 240 px');
  // Shortcuts do not fire in the dialog.
  await page.keyboard.press('j');
  await screenshotWidths(page, 'admin-check-ins-zoom', [1440]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(front).toBeFocused();
  await expect(option(page, first)).toHaveAttribute('aria-selected', 'true');

  // By keyboard: j / k move, 2 needs attention, c the comment, where j, k, 1, 2 are just
  // letters; Escape leaves it and Enter sends. The next one waiting is then selected.
  await page.keyboard.press('j');
  await expect(option(page, first)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('k');
  await expect(option(page, first)).toHaveAttribute('aria-selected', 'true');
  await expect(option(page, first)).toBeFocused();
  const following = await option(page, first).evaluate(
    (row) => (row.nextElementSibling as HTMLElement).dataset.checkIn,
  );
  const needsAttention = page.getByRole('button', { name: 'Needs attention' });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Choose “On track” or “Needs attention” first.')).toBeVisible();
  await page.keyboard.press('2');
  await expect(needsAttention).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('c');
  const comment = page.getByRole('textbox', { name: 'Comment for the patient (optional)' });
  await expect(comment).toBeFocused();
  const typed = 'Please press the tray in with chewies: j k 1 2.';
  await page.keyboard.type(typed);
  await expect(comment).toHaveValue(typed);
  await expect(page.getByText(`${typed.length} / 1000`)).toBeVisible();
  await expect(needsAttention).toHaveAttribute('aria-pressed', 'true');
  await expect(option(page, first)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(comment).toHaveValue(`${typed}\n`);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await expect(comment).not.toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, `Review sent to ${prefix} Asha.`)).toBeVisible();
  await expect(option(page, first)).toHaveCount(0);
  await expect(queue(page).locator(`[data-check-in="${following}"]`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(comment).toHaveValue('');

  // By mouse: the third one, On track with a comment, sent with the button.
  await option(page, third).click();
  await expect(reviewHeading(page)).toHaveText(`${prefix} Asha · aligner 3`);
  await page.getByRole('button', { name: 'On track' }).click();
  await comment.click();
  await comment.fill('Looks great, keep going.');
  await page.getByRole('button', { name: 'Send review' }).click();
  await expect(toast(page, `Review sent to ${prefix} Asha.`).last()).toBeVisible();
  await expect(option(page, third)).toHaveCount(0);
  // The selection moves on to another check-in in the queue (other tests' come and go meanwhile,
  // so which one is not pinned here; the keyboard steps above pin j and k).
  const selected = queue(page).locator('[aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  await expect(selected).not.toHaveAttribute('data-check-in', third._id);
  await expect(option(page, second)).toBeVisible();

  const reviews = Object.fromEntries(
    (await checkInsOf(adminApi, asha.patient._id)).map((checkIn) => [checkIn._id, checkIn.review]),
  );
  expect(reviews[first._id]).toMatchObject({ status: 'needs-attention', comment: typed });
  expect(reviews[third._id]).toMatchObject({
    status: 'on-track',
    comment: 'Looks great, keep going.',
  });
  expect((await checkInsOf(adminApi, bela.patient._id))[0]?.review).toBeNull();
});

test("a patient's check-ins over time from the patient view, two compared side by side", async ({
  page,
  adminApi,
}) => {
  test.slow();
  const name = uniquePrefix('History');
  const { patient, token } = await patientWithToken(page, adminApi, name);
  const one = await sendCheckIn(page, token, 1, 'Day one.');
  await sendCheckIn(page, token, 2);
  await sendCheckIn(page, token, 3, 'Third tray.');
  const reviewed = await adminApi.request.patch(`/api/check-ins/${one._id}`, {
    headers: { Authorization: `Bearer ${adminApi.token}` },
    data: { review: 'on-track', comment: 'Good start.' },
  });
  expect(reviewed.ok(), await reviewed.text()).toBeTruthy();

  await signInAsAdmin(page, adminApi);
  await page.goto(`/admin/users?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `View ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Patient details: ${name}` })
    .getByRole('link', { name: 'Photo check-ins' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/check-ins\\?patient=${patient._id}$`));
  await expect(page.getByRole('heading', { name: `Check-ins from ${name}` })).toBeVisible();

  // Newest first, each with its review or its wait.
  const items = page.locator('[data-history-check-in]');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Aligner 3');
  await expect(items.nth(0)).toContainText('Waiting for review');
  await expect(items.nth(0)).toContainText('Note: Third tray.');
  await expect(items.nth(2)).toContainText('Aligner 1');
  await expect(items.nth(2)).toContainText('On track');
  await expect(items.nth(2)).toContainText('Good start.');
  await expect(page.getByText('Pick two check-ins to see their photos')).toBeVisible();

  // Aligner 3 then aligner 1: the older on the left, one row per angle.
  await page.getByRole('checkbox', { name: /^Aligner 3 · / }).check();
  await page.getByRole('checkbox', { name: /^Aligner 1 · / }).check();
  const compare = page.locator('[data-compare]');
  for (const angle of ['Front', 'Left side', 'Right side']) {
    const row = compare.getByRole('region', { name: angle, exact: true });
    const shown = row.getByRole('img');
    await expect(shown).toHaveCount(2);
    await expect(shown.nth(0)).toHaveAccessibleName(new RegExp(`^${angle}, aligner 1, `));
    await expect(shown.nth(1)).toHaveAccessibleName(new RegExp(`^${angle}, aligner 3, `));
  }
  await photosLoaded(page, 9 + 6);
  await screenshotWidths(page, 'admin-check-ins-history', [1440, 390]);
  await expectNoAxeViolations(page);

  // A third pick lets the earliest picked (aligner 3) go.
  await page.getByRole('checkbox', { name: /^Aligner 2 · / }).check();
  await expect(page.getByRole('checkbox', { name: /^Aligner 3 · / })).not.toBeChecked();
  const front = compare.getByRole('region', { name: 'Front', exact: true }).getByRole('img');
  await expect(front.nth(0)).toHaveAccessibleName(/^Front, aligner 1, /);
  await expect(front.nth(1)).toHaveAccessibleName(/^Front, aligner 2, /);

  // A compared photo opens at full size.
  await compare.getByRole('button', { name: /^Zoom: Front, aligner 2, / }).click();
  await expect(page.getByRole('dialog', { name: /^Front, aligner 2, / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the queue says when nothing is waiting, and offers a retry when it fails', async ({
  page,
  adminApi,
}) => {
  let fail = true;
  await page.route('**/api/check-ins?review=pending', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { message: 'Internal error' } })
      : route.fulfill({ json: { checkIns: [] } }),
  );
  expectConsoleErrors(page, /status of 500/);
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/check-ins');
  const failed = page.getByRole('alert').filter({ hasText: 'The check-ins could not be loaded' });
  await expect(failed).toBeVisible();
  await expectNoAxeViolations(page);
  fail = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No check-ins waiting')).toBeVisible();
  await screenshotWidths(page, 'admin-check-ins-empty', [1440, 390]);
  await expectNoAxeViolations(page);
});
