/**
 * The admin's second factor at 1440 px (the banner and the Passkeys page at a phone's 390 px
 * too): the banner on every admin page until the admin has a passkey, adding one from it, then a stolen password refused ("Use your passkey to sign in", said beside the passkey button)
 * while the admin's own laptop signs in with the passkey. A passkey on the suite's one admin
 * would refuse the password sign-in every other test makes, so this runs on a server of its own.
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PASSKEY_REQUIRED_MESSAGE } from '../../src/shared/schemas/passkeys';
import { DESKTOP_WIDE, expectNoSidewaysScroll, toast } from './admin-helpers';
import { addPasskeyNamed, addVirtualAuthenticator } from './passkey-helpers';
import { PHONE, signInWithPassword } from './patient-helpers';
import { expectNoAxeViolations, gotoReady } from './public-helpers';
import { E2E_ADMIN, E2E_TMP } from './support/config';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { startOwnServer, stopOwnServer } from './support/own-server';
import { screenshotWidths } from './support/screenshots';

test.use({ viewport: DESKTOP_WIDE });

const OWN_DIR = `${E2E_TMP}/admin-passkeys`;
const BANNER = 'Add a passkey to protect patients’ records';

/** At a phone's 390 px: `check`, the page never scrolls sideways, and axe finds nothing. */
async function atPhoneWidth(page: Page, check: () => Promise<void>) {
  await page.setViewportSize(PHONE);
  try {
    await check();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  } finally {
    await page.setViewportSize(DESKTOP_WIDE);
  }
}

test('the admin adds a passkey from the banner; then the password alone no longer signs in', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  rmSync(OWN_DIR, { recursive: true, force: true });
  mkdirSync(`${OWN_DIR}/data`, { recursive: true });
  const server = await startOwnServer({ dataDir: `${OWN_DIR}/data` });
  const laptop = await browser.newContext({ baseURL: server.origin, viewport: DESKTOP_WIDE });
  const elsewhere = await browser.newContext({ baseURL: server.origin, viewport: DESKTOP_WIDE });
  try {
    const page = await laptop.newPage();
    await addVirtualAuthenticator(page);
    await gotoReady(page, '/login');
    await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // The banner stands on every admin page until a passkey exists.
    const banner = page.getByRole('alert').filter({ hasText: BANNER });
    await expect(banner).toBeVisible();
    await screenshotWidths(page, 'admin-passkey-banner', [390, 1440]);
    await expectNoAxeViolations(page);
    await atPhoneWidth(page, async () => {
      await expect(banner.getByRole('link', { name: 'Add a passkey' })).toBeInViewport();
    });
    await banner.getByRole('link', { name: 'Add a passkey' }).click();
    await expect(page).toHaveURL(/\/admin\/passkeys$/);
    await addPasskeyNamed(page, 'Clinic laptop');
    await expect(banner).toHaveCount(0);
    await screenshotWidths(page, 'admin-passkeys', [390, 1440]);
    await expectNoAxeViolations(page);
    await atPhoneWidth(page, async () => {
      await expect(page.getByRole('heading', { name: 'Passkeys', level: 1 })).toBeInViewport();
      await expect(page.getByRole('listitem', { name: 'Clinic laptop' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    });

    // Someone else with the right password is refused, and told to use the passkey.
    const thief = await elsewhere.newPage();
    expectConsoleErrors(thief, /status of 401 .*\/api\/users\/login/);
    await gotoReady(thief, '/login');
    await signInWithPassword(thief, E2E_ADMIN.email, E2E_ADMIN.password);
    // Said beside the passkey button as the next step, which takes the focus: no red toast.
    const passkeyButton = thief.getByRole('button', { name: 'Sign in with a passkey' });
    await expect(
      thief.getByRole('status').filter({ hasText: PASSKEY_REQUIRED_MESSAGE }),
    ).toBeVisible();
    await expect(passkeyButton).toBeFocused();
    await expect(passkeyButton).toHaveAccessibleDescription(PASSKEY_REQUIRED_MESSAGE);
    await expect(toast(thief, PASSKEY_REQUIRED_MESSAGE)).toHaveCount(0);
    await expect(thief).toHaveURL(/\/login$/);
    await screenshotWidths(thief, 'admin-passkey-required', [390, 1440]);
    await expectNoAxeViolations(thief);

    // The admin's laptop: signed out, /login's autofill offers the passkey, which signs in.
    const passkeySignIn = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/users/login/passkey') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    expect((await passkeySignIn).status()).toBe(200);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('alert').filter({ hasText: BANNER })).toHaveCount(0);
  } finally {
    await laptop.close();
    await elsewhere.close();
    await stopOwnServer(server);
  }
});
