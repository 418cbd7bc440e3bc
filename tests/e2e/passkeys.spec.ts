/**
 * Passkeys with Chromium's virtual authenticator (DevTools' WebAuthn domain: a platform
 * authenticator with resident keys and user verification, as a phone's): a patient adds one
 * at 390 px and signs in with it, and the dashboard's offer goes once dismissed. The admin's
 * second factor is in admin-passkeys.spec.ts, on a server of its own.
 */
import { PHONE, signInWithPassword } from './patient-helpers';
import { expectNoAxeViolations, gotoReady } from './public-helpers';
import { expect, test } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { addPasskeyNamed, addVirtualAuthenticator, closeToasts } from './passkey-helpers';

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
