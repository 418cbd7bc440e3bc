/**
 * Patients' data rights in the browser: the consent card at 390 px (gone for good once agreed),
 * "Download my data" saving a zip with data.json, an erasure request the patient then sees as
 * open, the clinic's Erasure Requests screen at 1440 px erasing the patient, and an admin
 * downloading a patient's data from the patient's details at 1440 px.
 */
import { readFileSync } from 'node:fs';
import { DESKTOP_WIDE, signInAsAdmin, toast, uniquePrefix } from './admin-helpers';
import { PHONE, signInWithPassword } from './patient-helpers';
import { expectNoAxeViolations, gotoReady } from './public-helpers';
import { expect, test, uniqueAddress } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { readZip } from '../support/read-zip';

test('a patient agrees to the notice, downloads their data and asks to be erased', async ({
  page,
  adminApi,
}) => {
  await page.setViewportSize(PHONE);
  const { patient, password } = await adminApi.registerPatient();
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
  expect(data.profile).toMatchObject({ id: patient._id, email: patient.email });
  expect(data.consents).toHaveLength(1);

  await yourData.getByRole('button', { name: 'Ask to erase my data' }).click();
  await yourData.getByLabel('Reason (optional)').fill('Treatment finished');
  await yourData.getByRole('button', { name: 'Send my request' }).click();
  await expect(toast(page, 'Your request has been sent to the clinic.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your request to erase your data is open')).toBeVisible();
  await expect(yourData.getByRole('button', { name: 'Ask to erase my data' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'data-rights-request-open', [390, 1440]);
});

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
  const { patient } = await adminApi.registerPatient({ name });
  await page.setViewportSize(DESKTOP_WIDE);
  await signInAsAdmin(page, adminApi);
  await gotoReady(page, `/admin/users?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const view = page.getByRole('dialog', { name: `Patient details: ${name}` });
  const button = view.getByRole('button', { name: 'Download data' });
  await expect(button).toBeVisible();
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
