/**
 * Passkeys with Chromium's virtual authenticator (DevTools' WebAuthn domain: a platform
 * authenticator with resident keys and user verification, as a phone's): a patient adds one
 * at 390 px and signs in with it; an admin adds one at 1440 px, after which the password alone
 * is refused and the passkey gets in.
 *
 * The admin's test runs a server of its own with an admin of its own: a passkey on the suite's
 * admin would refuse the password sign-in every other test makes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { startServer } from '../support/server-process';
import { DESKTOP_WIDE, toast } from './admin-helpers';
import { PHONE, signInWithPassword } from './patient-helpers';
import { expectNoAxeViolations, gotoReady, signInContext } from './public-helpers';
import { E2E_CLIENT_DIR } from './support/config';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';

/** A phone's authenticator: internal, discoverable credentials, fingerprint always accepted. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** Closes the toasts shown: axe cannot judge the colours of what a toast overlaps. */
async function closeToasts(page: Page) {
  for (const button of await page.getByRole('button', { name: 'Close notification' }).all()) {
    await button.click();
  }
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
}

/** Adds one, waits for its toast (the toast host may draw it a moment later) and closes it. */
async function addPasskeyNamed(page: Page, name: string) {
  await page.getByLabel('Name of the passkey').fill(name);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
  await expect(toast(page, 'Passkey added. Next time, sign in with it.')).toBeVisible();
  await closeToasts(page);
}

test('a patient adds a passkey at 390 px and signs in with it', async ({ page, adminApi }) => {
  await page.setViewportSize(PHONE);
  const { patient, password } = await adminApi.registerPatient();
  await addVirtualAuthenticator(page);

  await gotoReady(page, '/login');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  await screenshotWidths(page, 'passkeys-login', [390, 1440]);
  await signInWithPassword(page, patient.email, password);

  // After a password sign-in, the dashboard offers a passkey once, in a card.
  const offer = page.getByRole('region', { name: 'Use your fingerprint or face next time' });
  await expect(offer).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await screenshotWidths(page, 'passkeys-dashboard-offer', [390, 1440]);
  await expectNoAxeViolations(page, { include: '[aria-labelledby="passkey-offer-title"]' });

  // The account menu (the phone's drawer) leads to the Passkeys section.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Passkeys' }).click();
  await expect(page).toHaveURL(/\/passkeys$/);
  await expect(page.getByRole('heading', { name: 'Passkeys', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await addPasskeyNamed(page, 'My phone');
  await expect(page.getByRole('listitem', { name: 'My phone' })).toContainText('Not used yet');

  // The same device cannot hold a second passkey for the account: said plainly.
  await page.getByLabel('Name of the passkey').fill('Again');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'This device already has a passkey for your account.',
  );
  await closeToasts(page);
  await screenshotWidths(page, 'passkeys-patient', [390, 1440]);
  await expectNoAxeViolations(page);

  // Signed out, the passkey signs the patient in: no email, no password.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your treatment' })).toBeVisible();
  // The offer is settled once a passkey exists.
  await expect(offer).toHaveCount(0);

  // Removing asks first.
  await page.goto('/passkeys');
  const row = page.getByRole('listitem', { name: 'My phone' });
  await expect(row).toContainText('Last used');
  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toContainText(
    'Remove “My phone”? You will no longer be able to sign in with it.',
  );
  await screenshotWidths(page, 'passkeys-patient-remove', [390, 1440]);
  await row.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});

test('the offer card goes for good once dismissed', async ({ page, adminApi }) => {
  await page.setViewportSize(PHONE);
  const { patient, password } = await adminApi.registerPatient();
  await gotoReady(page, '/login');
  await signInWithPassword(page, patient.email, password);
  const offer = page.getByRole('region', { name: 'Use your fingerprint or face next time' });
  await offer.getByRole('button', { name: 'No thanks' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your treatment' })).toBeVisible();
  await expect(offer).toHaveCount(0);
});

/** A server with an admin of this test's own, serving the suite's build. */
async function ownServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-passkeys-'));
  const admin = { email: 'passkey-admin@e2e.tapalign.test', password: 'passkey admin phrase 2026' };
  const server = startServer({
    DATA_DIR: dataDir,
    CLIENT_DIR: E2E_CLIENT_DIR,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    CLINIC_TIMEZONE: DEFAULT_CLINIC_TIMEZONE,
  });
  const port = await server.ready;
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL: `http://localhost:${port}`, admin, stop };
}

test('an admin adds a passkey at 1440 px; then the password alone is refused and the passkey gets in', async ({
  browser,
}) => {
  // Its own server first: a loaded machine can take minutes to start PGlite.
  test.setTimeout(900_000);
  const server = await ownServer();
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ baseURL: server.baseURL, viewport: DESKTOP_WIDE });
    const page = await context.newPage();
    expectConsoleErrors(page, /status of 401 .*\/api\/users\/login/);
    await addVirtualAuthenticator(page);
    await signInContext(page, context.request, server.admin);

    // Every admin page asks, in a banner, for a passkey until there is one.
    await page.goto('/admin/dashboard');
    const banner = page.getByRole('alert').filter({ hasText: 'Add a passkey to protect' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await screenshotWidths(page, 'passkeys-admin-banner', [1440, 390]);
    await expectNoAxeViolations(page);
    await banner.getByRole('link', { name: 'Add a passkey' }).click();
    await expect(page).toHaveURL(/\/admin\/passkeys$/);
    await addPasskeyNamed(page, 'Clinic laptop');
    await expect(banner).toHaveCount(0);
    await closeToasts(page);
    await screenshotWidths(page, 'passkeys-admin', [1440, 390]);
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(`${server.baseURL}/`);
    await gotoReady(page, '/login');
    await signInWithPassword(page, server.admin.email, server.admin.password);
    await expect(toast(page, 'Use your passkey to sign in')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('group', { name: 'Patients registered' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  } finally {
    await context?.close();
    await server.stop();
  }
});
