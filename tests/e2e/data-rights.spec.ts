/**
 * Patients' data rights in the browser: the consent card at 390 px (gone for good once agreed),
 * "Download my data" saving a zip with data.json and a summary page that opens on a phone with
 * its photos, an erasure request whose state shows where it was sent (and is withdrawn there),
 * the same in Hindi and Marathi, the clinic's Erasure Requests screen at 1440 px with each
 * request's due date, erasing the patient, and an admin downloading a patient's data from the
 * patient's details at 1440 px, where an open request shows.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { formatDateIN } from '../../src/shared/calendar-date';
import { formatDate } from '../../src/shared/display-dates';
import { LANGUAGE_COOKIE, type Language } from '../../src/shared/languages';
import { DESKTOP_WIDE, signInAsAdmin, toast, uniquePrefix } from './admin-helpers';
import { currentUserOf, PHONE, signInWithPassword, useSignedInSession } from './patient-helpers';
import { expectNoAxeViolations, gotoReady } from './public-helpers';
import { expect, test, uniqueAddress, type AdminApi } from './support/fixtures';
import { E2E_BASE_URL } from './support/config';
import { screenshotWidths } from './support/screenshots';
import { readZip } from '../support/read-zip';

/** A calendar date as `language` writes it ("9 Jan 2027"), as the card shows the due date. */
const dayIn = (language: Language, day: string) => formatDate(day, language);

/** The zip's files written out, and its summary page opened from them as a patient would. */
async function openSummary(page: Page, zip: Map<string, Buffer>, folder: string) {
  for (const [name, bytes] of zip) {
    const path = join(folder, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }
  // Nothing may be fetched from anywhere but the zip's own folder.
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(pathToFileURL(join(folder, 'summary.html')).href);
  for (const image of await page.getByRole('img').all()) {
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(fetched.filter((url) => !url.startsWith('file://'))).toEqual([]);
  // Fits a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** A patient signed in through the API, with a check-in of three photos. */
async function patientWithCheckIn(adminApi: AdminApi) {
  const { patient, password } = await adminApi.registerPatient();
  const login = await adminApi.request.post('/api/users/login', {
    data: { email: patient.email, password },
    headers: { 'X-Forwarded-For': uniqueAddress() },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const photo = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: 200, g: 120, b: 110 } },
  })
    .jpeg()
    .toBuffer();
  const file = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: photo });
  const sent = await adminApi.request.post('/api/check-ins', {
    headers: { Authorization: `Bearer ${authToken}` },
    multipart: {
      data: JSON.stringify({ id: randomUUID(), aligner: 1, note: 'Feels tight & "odd"' }),
      photos: file('front.jpg'),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { patient, password, authToken };
}

test('a patient agrees to the notice, downloads their data and asks to be erased', async ({
  page,
  adminApi,
}) => {
  // Consent, download, request, withdrawal and the summary page: a long journey on 2 busy cores.
  test.slow();
  await page.setViewportSize(PHONE);
  const { patient, password } = await patientWithCheckIn(adminApi);
  await gotoReady(page, '/login');
  await signInWithPassword(page, patient.email, password);

  const consent = page.getByRole('region', { name: 'Your data and your privacy' });
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'data-rights-consent', [390, 1440]);
  await page.setViewportSize(PHONE);
  await consent.getByRole('button', { name: 'I agree' }).click();
  await expect(consent).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your data and your privacy' })).toHaveCount(0);

  const yourData = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('tapalign-data.zip');
  const zip = readZip(readFileSync((await download.path())!));
  const data = JSON.parse(zip.get('data.json')!.toString('utf8'));
  expect(data.profile).toMatchObject({ id: patient._id, email: patient.email, language: null });
  expect(data.consents).toHaveLength(1);
  expect(zip.get('README.txt')!.toString('utf8')).toContain('outMs');

  await yourData.getByRole('button', { name: 'Ask to erase my data' }).click();
  await yourData.getByLabel('Reason (optional)').fill('Treatment finished');
  await yourData.getByRole('button', { name: 'Send my request' }).click();
  await expect(toast(page, 'Your request has been sent to the clinic.')).toBeVisible();
  // Its state shows where the patient acted, and focus moves to it.
  const status = yourData.getByRole('heading', { name: 'Your request to erase your data is open' });
  await expect(status).toBeFocused();
  const { erasureDueOn, erasureRequestedAt } = await currentUserOf(page);
  expect(erasureDueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const sentOn = new Date(erasureRequestedAt!).toLocaleDateString('en-IN', { dateStyle: 'medium' });
  await expect(yourData.getByText(`Sent on ${sentOn}.`, { exact: true })).toBeVisible();
  await expect(
    yourData.getByText(
      `What happens next: the clinic will contact you, then erase your data by ${dayIn('en', erasureDueOn!)}. Until then, your account works as before.`,
      { exact: true },
    ),
  ).toBeVisible();
  await page.reload();
  await expect(status).toBeVisible();
  await expect(yourData.getByRole('button', { name: 'Ask to erase my data' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'data-rights-request-open', [390, 1440]);
  await page.setViewportSize(PHONE);

  // Withdrawn where it was sent: the card is as before, focus on the button to ask again.
  await yourData.getByRole('button', { name: 'Withdraw my request' }).click();
  await expect(
    toast(page, 'Your request has been withdrawn. Your data stays with the clinic.'),
  ).toBeVisible();
  await expect(yourData.getByRole('button', { name: 'Ask to erase my data' })).toBeFocused();
  await expect(page.getByText('Your request to erase your data is open')).toHaveCount(0);
  await page.reload();
  await expect(yourData.getByRole('button', { name: 'Ask to erase my data' })).toBeVisible();
  await expect(page.getByText('Your request to erase your data is open')).toHaveCount(0);

  // The summary page opens from the zip on a phone, its photos beside it.
  const summary = await page.context().newPage();
  await summary.setViewportSize(PHONE);
  await openSummary(summary, zip, test.info().outputPath('zip'));
  await expect(
    summary.getByRole('heading', { name: 'Your TapAlign data', level: 1 }),
  ).toBeVisible();
  await expect(summary.getByRole('img', { name: 'Front' })).toBeVisible();
  await expect(summary.getByText('Your note: Feels tight & "odd"', { exact: true })).toBeVisible();
  await screenshotWidths(summary, 'data-rights-summary', [390, 1440]);
});

for (const language of ['hi', 'mr'] as const) {
  test(`in ${language}: the open request in the card, and the summary page`, async ({
    page,
    context,
    adminApi,
  }) => {
    await page.setViewportSize(PHONE);
    const { patient, password, authToken } = await patientWithCheckIn(adminApi);
    const headers = { Authorization: `Bearer ${authToken}` };
    const chosen = await adminApi.request.patch('/api/users/me', { headers, data: { language } });
    expect(chosen.ok(), await chosen.text()).toBeTruthy();
    const asked = await adminApi.request.post('/api/users/me/erasure-request', {
      headers,
      data: {},
    });
    const { erasureDueOn } = (await asked.json()) as { erasureDueOn: string };
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: E2E_BASE_URL }]);
    await useSignedInSession(page, patient.email, password);
    await gotoReady(page, '/dashboard');
    const status = page.locator('#erasure-request-status');
    await expect(status).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(dayIn(language, erasureDueOn)).first()).toBeVisible();
    await status.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await screenshotWidths(page, `data-rights-request-open-${language}`, [390, 1440]);

    const exported = await adminApi.request.get('/api/users/me/export', { headers });
    const zip = readZip(await exported.body());
    const summary = await context.newPage();
    await summary.setViewportSize(PHONE);
    await openSummary(summary, zip, test.info().outputPath('zip'));
    await expect(summary.locator('html')).toHaveAttribute('lang', language);
    await screenshotWidths(summary, `data-rights-summary-${language}`, [390, 1440]);
  });
}

test('the clinic erases a patient who asked, at 1440 px', async ({ page, adminApi }) => {
  // A name of its own: the list holds every open request, other tests' included.
  const { patient, password } = await adminApi.registerPatient({
    name: `${uniquePrefix('Erase')} Patient`,
  });
  const login = await adminApi.request.post('/api/users/login', {
    data: { email: patient.email, password },
    headers: { 'X-Forwarded-For': uniqueAddress() },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const asked = await adminApi.request.post('/api/users/me/erasure-request', {
    data: { reason: 'Moving abroad' },
    headers: { Authorization: `Bearer ${authToken}` },
  });
  expect(asked.status()).toBe(201);

  await page.setViewportSize(DESKTOP_WIDE);
  await signInAsAdmin(page, adminApi);
  await gotoReady(page, '/admin/erasure-requests');
  await expect(page.getByRole('heading', { name: 'Erasure Requests', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: patient.name });
  await expect(row).toContainText('Moving abroad');
  const { erasureDueOn } = (await asked.json()) as { erasureDueOn: string };
  await expect(page.getByRole('columnheader', { name: 'Due by' })).toBeVisible();
  await expect(row).toContainText(formatDateIN(erasureDueOn));
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'data-rights-admin', [390, 1440]);
  await page.setViewportSize(DESKTOP_WIDE);

  await row.getByRole('button', { name: `Erase ${patient.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Erase ${patient.name}` });
  await expect(dialog).toContainText(`Delete ${patient.name}’s record`);
  await screenshotWidths(page, 'data-rights-admin-confirm', [1440]);
  await dialog.getByRole('button', { name: `Erase ${patient.name}` }).click();
  await expect(toast(page, `${patient.name} has been erased.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: patient.name })).toHaveCount(0);

  const gone = await adminApi.request.get(`/api/users/${patient._id}/export`, {
    headers: { Authorization: `Bearer ${adminApi.token}` },
  });
  expect(gone.status()).toBe(404);
});

test('an admin downloads a patient’s data from their details, at 1440 px', async ({
  page,
  adminApi,
}) => {
  const name = uniquePrefix('Export');
  const { patient, password } = await adminApi.registerPatient({ name });
  // The patient has asked to be erased: their page says so.
  const login = await adminApi.request.post('/api/users/login', {
    data: { email: patient.email, password },
    headers: { 'X-Forwarded-For': uniqueAddress() },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const asked = await adminApi.request.post('/api/users/me/erasure-request', {
    data: { reason: 'No longer a patient' },
    headers: { Authorization: `Bearer ${authToken}` },
  });
  const { erasureDueOn } = (await asked.json()) as { erasureDueOn: string };
  await page.setViewportSize(DESKTOP_WIDE);
  await signInAsAdmin(page, adminApi);
  await gotoReady(page, `/admin/users?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const view = page.getByRole('dialog', { name: `Patient details: ${name}` });
  const button = view.getByRole('button', { name: 'Download data' });
  await expect(button).toBeVisible();
  await expect(view.getByText('Open erasure request')).toBeVisible();
  await expect(view).toContainText(`answer due by ${formatDateIN(erasureDueOn)}`);
  await expect(view).toContainText('Reason: No longer a patient');
  await screenshotWidths(page, 'data-rights-admin-download', [1440]);

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('tapalign-data.zip');
  const zip = readZip(readFileSync((await download.path())!));
  const data = JSON.parse(zip.get('data.json')!.toString('utf8'));
  expect(data.profile).toMatchObject({ id: patient._id, name, email: patient.email });
  await expect(button).toBeEnabled();

  // The download is in the patient's audit trail, as the admin's.
  const trail = await adminApi.request.get(`/api/audit?patientId=${patient._id}`, {
    headers: { Authorization: `Bearer ${adminApi.token}` },
  });
  const { events } = (await trail.json()) as { events: { action: string; actor: unknown }[] };
  expect(events[0]).toMatchObject({ action: 'data.export', actor: { role: 'admin' } });
});
