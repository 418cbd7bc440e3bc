import { TOKEN_STORAGE_KEY } from '../../src/shared/constants';
import { expect, test } from './support/fixtures';
import {
  openLoginOnPausedClock,
  PHONE,
  signInRefused,
  signInWithPassword,
  storedToken,
  toast,
  watchDashboardReads,
} from './patient-helpers';
import { expectToastFor, runUntilShown } from './support/toast-clock';

test.use({ viewport: PHONE });

test.describe('email sign-in on a phone', () => {
  test('signs in with email and password and lands on the dashboard', async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    const passwordField = page.getByLabel(/^Password/);
    await passwordField.fill(password);
    await expect(passwordField).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordField).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(passwordField).toHaveAttribute('type', 'password');

    await signInWithPassword(page, patient.email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: patient.name })).toBeVisible();
    expect(await storedToken(page)).toMatch(/.{20,}/);
  });

  test('keeps a device cookie that its next sign-in sends back', async ({
    page,
    context,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient();
    await page.goto('/login');
    const reads = watchDashboardReads(page);
    await signInWithPassword(page, patient.email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The app's page, not the one the server drew: an app still starting would find the token
    // gone and open /login itself, under the test's own navigation. Its cards below the first
    // screen, drawn one by one, have had their answers: none asks without the token.
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await reads.answered();
    const device = (await context.cookies()).find((c) => c.name === '__Host-tapalign-device');
    expect(device).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    // With the token gone, the next sign-in from this browser carries the cookie.
    await page.evaluate((key) => localStorage.removeItem(key), TOKEN_STORAGE_KEY);
    await page.goto('/login');
    const request = page.waitForRequest('**/api/users/login');
    await signInWithPassword(page, patient.email, password);
    const headers = await (await request).allHeaders();
    expect(headers.cookie).toContain(`__Host-tapalign-device=${device!.value}`);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("shows the server's message in a red toast when the pair is wrong", async ({
    page,
    adminApi,
  }) => {
    const patient = await openLoginOnPausedClock(page, adminApi);
    await signInRefused(page, patient.email, 'not the right passphrase');

    const failure = toast(page, 'Invalid email or password');
    await runUntilShown(page, failure);
    await expect(failure).toHaveAttribute('style', /--notification-color:[^;]*red/);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    // Patient toasts close after 4 s.
    await expectToastFor(page, failure, 4_000);
  });

  test('asks for both fields before calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/login')) calls++;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: "Let's Go" }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
    expect(calls).toBe(0);
  });

  test('links to the mobile sign-in, keeping where the visitor was going', async ({ page }) => {
    await page.goto('/login?redirect=%2Fdashboard%3Faligner%3D3');
    await page.getByRole('link', { name: 'Log in via Mobile' }).click();
    await expect(page).toHaveURL(/\/login-mobile\?redirect=/);
    await page.getByRole('link', { name: 'Log in via Email' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Faligner%3D3$/);
  });

  test('never follows a redirect to another site', async ({ page, adminApi }) => {
    const { patient, password } = await adminApi.registerPatient();
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fsteal');
    await signInWithPassword(page, patient.email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY),
    ).not.toBeNull();
  });
});
