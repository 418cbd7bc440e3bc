/** Passkeys in the browser tests: the virtual authenticator, and adding one by name. */
import type { Page } from '@playwright/test';
import { toast } from './admin-helpers';
import { expect } from './support/fixtures';

/**
 * Chromium's virtual authenticator (DevTools' WebAuthn domain) as a phone's or a laptop's:
 * internal, discoverable credentials, the fingerprint always accepted. It also answers a
 * conditional (autofill) request at once, as a tap on the offered passkey would.
 */
export async function addVirtualAuthenticator(page: Page) {
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

/**
 * Closes the toasts shown (by their one button, whatever the page's language): axe cannot judge
 * the colours of what a toast overlaps.
 */
export async function closeToasts(page: Page) {
  for (const button of await page.locator('.mantine-Notification-root button').all()) {
    await button.click();
  }
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
}

/** Adds one, waits for its toast (the toast host may draw it a moment later) and closes it. */
export async function addPasskeyNamed(page: Page, name: string) {
  await page.getByLabel('Name of the passkey').fill(name);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
  await expect(toast(page, 'Passkey added. Next time, sign in with it.')).toBeVisible();
  await closeToasts(page);
}
