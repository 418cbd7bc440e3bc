/**
 * The admin's second factor at 1440 px (the banner and the Passkeys page at a phone's 390 px
 * too): the banner on every admin page until the admin has a passkey, adding one from it, then a
 * stolen password refused ("Use your passkey to sign in", said beside the passkey button) while
 * the admin's own laptop signs in with the passkey. A sign-in over 5 minutes old is asked to sign
 * in again before adding one. A passkey on the suite's one admin
 * would refuse the password sign-in every other test makes, so this runs on a server of its own.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../src/shared/constants';
import { PASSKEY_REQUIRED_MESSAGE } from '../../src/shared/schemas/passkeys';
import { DESKTOP_WIDE, expectNoSidewaysScroll, toast } from './admin-helpers';
import { addPasskeyNamed, addVirtualAuthenticator } from './passkey-helpers';
import { PHONE, signInWithPassword } from './patient-helpers';
import { expectNoAxeViolations, gotoReady } from './public-helpers';
import { E2E_ADMIN, E2E_TMP } from './support/config';
import { expect, expectConsoleErrors, patientRegistration, test } from './support/fixtures';
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

const STALE_DIR = `${E2E_TMP}/passkeys-sign-in-again`;

/** Sign-ins `minutes` earlier: every session's start moved back, in a stopped server's data. */
async function ageSessions(dataDir: string, minutes: number) {
  const db = new PGlite(`${dataDir}/pglite`, { extensions: { pg_trgm } });
  await db.query(`update sessions set created_at = created_at - make_interval(mins => $1)`, [
    minutes,
  ]);
  await db.close();
}

/** The API of a server of a spec's own, from the test (its address, not the browser's). */
async function api<T>(port: number, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return (await response.json()) as T;
}

/** Opens `path` signed in with `token`, as a browser that kept it from an earlier sign-in. */
async function openSignedIn(page: Page, token: string, path: string) {
  await gotoReady(page, '/');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [TOKEN_STORAGE_KEY, token],
  );
  await gotoReady(page, path);
}

test('a sign-in over 5 minutes old is asked to sign in again before adding a passkey', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  rmSync(STALE_DIR, { recursive: true, force: true });
  mkdirSync(`${STALE_DIR}/data`, { recursive: true });
  const dataDir = `${STALE_DIR}/data`;
  let server = await startOwnServer({ dataDir });
  const { authToken: adminToken } = await api<{ authToken: string }>(
    server.port,
    '/api/users/login',
    { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  );
  const patient = patientRegistration({ name: 'Stale Session' });
  await api(server.port, '/api/users/register', patient, adminToken);
  const { authToken: patientToken } = await api<{ authToken: string }>(
    server.port,
    '/api/users/login',
    { email: patient.email, password: patient.password },
  );
  await stopOwnServer(server);
  await ageSessions(dataDir, 10);
  server = await startOwnServer({ dataDir, port: server.port });
  const laptop = await browser.newContext({ baseURL: server.origin, viewport: DESKTOP_WIDE });
  const phone = await browser.newContext({ baseURL: server.origin, viewport: PHONE });
  const refused = /status of 403 .*\/api\/passkeys\/registration-options/;
  try {
    // The admin: told what to do, signs in again, comes back and adds the passkey.
    const page = await laptop.newPage();
    expectConsoleErrors(page, refused);
    await addVirtualAuthenticator(page);
    await openSignedIn(page, adminToken, '/admin/passkeys');
    await page.getByLabel('Name of the passkey').fill('Clinic laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const again = page.getByRole('alert').filter({ hasText: 'Sign in again to add a passkey' });
    await expect(again).toContainText(
      'For your safety, a passkey can only be added within 5 minutes of signing in.',
    );
    await screenshotWidths(page, 'admin-passkeys-sign-in-again', [390, 1440]);
    await expectNoAxeViolations(page);
    await again.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fpasskeys$/);
    await expect(page.getByText('Sign in again to add a passkey')).toBeVisible();
    await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/passkeys$/);
    await addPasskeyNamed(page, 'Clinic laptop');

    // A patient reads the same in their language, at a phone's width.
    const patientPage = await phone.newPage();
    expectConsoleErrors(patientPage, refused);
    await addVirtualAuthenticator(patientPage);
    const words = {
      en: 'Sign in again to add a passkey',
      hi: 'पासकी जोड़ने के लिए फिर से साइन इन करें',
      mr: 'पासकी जोडण्यासाठी पुन्हा साइन इन करा',
    };
    for (const [language, title] of Object.entries(words)) {
      await openSignedIn(patientPage, patientToken, `/passkeys?lang=${language}`);
      // The name field's form (the page's footer has a form of its own).
      await patientPage.locator('form:has(input[maxlength="60"]) button[type="submit"]').click();
      await expect(patientPage.getByRole('alert').filter({ hasText: title })).toBeVisible();
      await screenshotWidths(patientPage, `passkeys-sign-in-again-${language}`, [390, 1440]);
      await expectNoAxeViolations(patientPage);
    }
  } finally {
    await laptop.close();
    await phone.close();
    await stopOwnServer(server);
  }
});
