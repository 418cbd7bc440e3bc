import { expect, expectConsoleErrors, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { storedToken, useSignedInSession } from './patient-helpers';
import { DESKTOP_WIDE, TABLET, signInAsAdmin, toast } from './admin-helpers';

const ENTRIES = [
  'Homepage',
  'Dashboard',
  'Patients',
  'Add Patient',
  'Manage Moderators',
  'Issues',
  'Career / Jobs',
  'Job Applications',
  'Blog',
  'Logout',
];

test('at 1440 px the sidebar is always there; /admin opens the dashboard', async ({
  page,
  adminApi,
}) => {
  await page.setViewportSize(DESKTOP_WIDE);
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const entry of ENTRIES) await expect(nav.getByText(entry, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open admin menu' })).toBeHidden();
  await nav.getByRole('link', { name: 'Patients' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a 768 px tablet the sidebar folds into a menu button', async ({ page, adminApi }) => {
  await page.setViewportSize(TABLET);
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await expect(nav).toBeVisible();
  await expectNoAxeViolations(page);
  await nav.getByRole('link', { name: 'Manage Moderators' }).click();
  await expect(page).toHaveURL(/\/admin\/moderators$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Manage Moderators' })).toBeVisible();
});

test('Logout removes the token before anything else, then goes home', async ({
  page,
  adminApi,
}) => {
  await page.setViewportSize(DESKTOP_WIDE);
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('group', { name: 'Patients registered' })).toBeVisible();
  const tokenWhenRevoked: (string | null)[] = [];
  await page.route('**/api/users/logout', async (route) => {
    tokenWhenRevoked.push(await storedToken(page));
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => tokenWhenRevoked).toEqual([null]);
  expect(await storedToken(page)).toBeNull();
});

test('the dashboard says so when its counts cannot be fetched', async ({ page, adminApi }) => {
  await page.setViewportSize(DESKTOP_WIDE);
  await signInAsAdmin(page, adminApi);
  expectConsoleErrors(page, /status of 503 .*\/api\/users\/stats/);
  await page.route('**/api/users/stats', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
  );
  await page.goto('/admin/dashboard');
  const failed = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Try again' }) });
  await expect(failed).toContainText('Something went wrong. While fetching.');
  await expect(toast(page, 'Something went wrong. While fetching.')).toBeVisible();
  await page.unroute('**/api/users/stats');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('group', { name: 'Patients registered' }).locator('[data-count]'),
  ).toBeVisible();
});

test('neither / nor /dashboard fetches admin code or the data-table library', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();

  const assets = fetched.filter((path) => path.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((path) => path.startsWith('/assets/admin-'))).toEqual([]);
  for (const path of assets.filter((p) => /\.(js|css)$/.test(p))) {
    const body = await (await page.request.get(path)).text();
    expect(body.includes('mantine-datatable'), path).toBe(false);
    expect(body.includes('Manage Moderators'), path).toBe(false);
  }
});
