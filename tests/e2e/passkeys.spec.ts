/**
 * Passkeys with Chromium's virtual authenticator (DevTools' WebAuthn domain: a platform
 * authenticator with resident keys and user verification, as a phone's): a patient adds one
 * at 390 px and signs in with it (by /login's autofill, and by its button), the dashboard's
 * offer goes once dismissed, and what a browser without passkeys or a cancelled passkey says.
 * The admin's second factor is in admin-passkeys.spec.ts, on a server of its own.
 */
import type { Page } from '@playwright/test';
import {
  PHONE,
  currentUserOf,
  signInWithPassword,
  toast,
  useSignedInSession,
} from './patient-helpers';
import { expectNoAxeViolations, gotoReady } from './public-helpers';
import { expect, test } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { addPasskeyNamed, addVirtualAuthenticator, closeToasts } from './passkey-helpers';

/** src/client/lib/webauthn.ts's PASSKEY_ENGLISH. */
const NO_SUPPORT = 'This browser cannot use passkeys. Please update it, or use another browser.';
const CANCELLED =
  'No passkey was used. Try again, or sign in with your password or a WhatsApp code.';

/**
 * /login's autofill ceremony, which the virtual authenticator answers at once, turned off (the
 * browser says it has no passkey autofill): only the button can start a sign-in.
 */
const withoutPasskeyAutofill = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: () => Promise.resolve(false),
    });
  });

/** Sign-in calls with a passkey (options and answers) the page makes. */
function passkeyCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/users/login/passkey')) calls.push(path);
  });
  return calls;
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
  // /login offers the passkey in the email field's autofill, which the virtual authenticator
  // answers at once, as a tap on the offered passkey would: no email, no password.
  const passkeySignIn = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/login/passkey') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  expect((await passkeySignIn).status()).toBe(200);
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

test('the “Sign in with a passkey” button signs a patient in at 390 px', async ({
  page,
  adminApi,
}) => {
  await page.setViewportSize(PHONE);
  const { patient, password } = await adminApi.registerPatient();
  await withoutPasskeyAutofill(page);
  await addVirtualAuthenticator(page);
  await useSignedInSession(page, patient.email, password);
  await gotoReady(page, '/passkeys');
  await addPasskeyNamed(page, 'My phone');

  const calls = passkeyCalls(page);
  const loggedOut = page.waitForResponse('**/api/users/logout');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await loggedOut;
  // Signing out opens a fresh /login (a page load): the sign-in starts once it has taken over.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  const signedIn = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/login/passkey') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  expect((await signedIn).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your treatment' })).toBeVisible();
  expect((await currentUserOf(page))._id).toBe(patient._id);
  // The button's ceremony alone: one challenge, one answer.
  expect(calls).toEqual(['/api/users/login/passkey-options', '/api/users/login/passkey']);
});

test('no passkey used on /login says so, and the page stays', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await withoutPasskeyAutofill(page);
  // A phone with no passkey for this site: the browser answers NotAllowedError, as it does
  // when the person closes its passkey sheet (it does not say which, on purpose).
  await addVirtualAuthenticator(page);
  const calls = passkeyCalls(page);
  await gotoReady(page, '/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(toast(page, CANCELLED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  expect(calls).toEqual(['/api/users/login/passkey-options']);
});

test('a browser without passkeys is told so, on /login and on the Passkeys page', async ({
  page,
  adminApi,
}) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  const calls = passkeyCalls(page);
  await gotoReady(page, '/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(toast(page, NO_SUPPORT)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(calls).toEqual([]);

  const { patient, password } = await adminApi.registerPatient();
  await useSignedInSession(page, patient.email, password);
  await gotoReady(page, '/passkeys');
  await expect(page.getByRole('heading', { name: 'Passkeys', level: 1 })).toBeVisible();
  await expect(page.locator('form').getByRole('alert')).toHaveText(NO_SUPPORT);
  await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
  await expect(page.getByLabel('Name of the passkey')).toBeDisabled();
  await screenshotWidths(page, 'passkeys-no-support', [390, 1440]);
  await expectNoAxeViolations(page);
});
