/** Shared steps of the admin specs (tests/e2e/admin-*.spec.ts). */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import type { JobApplication } from '../../src/shared/api-types';
import { TOKEN_STORAGE_KEY } from '../../src/shared/constants';
import { E2E_ADMIN, E2E_LIVECHAT_SCRIPT, E2E_LIVECHAT_SRC } from './support/config';
import { expect, useTestClock, watchErrors, type AdminApi } from './support/fixtures';
import { signInContext } from './public-helpers';

export const DESKTOP_WIDE = { width: 1440, height: 900 };

/**
 * Entries the admin menu shows at every width: the sidebar of docs/product-spec.md §2, the inbox,
 * Logout.
 */
export const ADMIN_MENU_ENTRIES = [
  'Homepage',
  'Dashboard',
  'Patients',
  'Add Patient',
  'Manage Moderators',
  'Issues',
  'Career / Jobs',
  'Job Applications',
  'Blog',
  'Messages',
  'Subscribers',
  'Logout',
];
export const TABLET = { width: 768, height: 1024 };

/** The page itself never scrolls sideways (a wide table scrolls inside its own box). */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** A name prefix no other test uses, so searches find this test's patients only. */
export const uniquePrefix = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

/** Every page of this browser context starts signed in as the e2e admin. */
export const signInAsAdmin = (page: Page, adminApi: AdminApi) =>
  signInContext(page, adminApi.request, E2E_ADMIN);

/**
 * The clinic's own browser at 1440 px beside a test's patient, signed in as the e2e admin, with
 * the console errors and uncaught errors of its pages collected. The caller closes `context`.
 */
export async function clinicBrowser(
  browser: Browser,
  adminApi: AdminApi,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ viewport: DESKTOP_WIDE, ...options });
  await useTestClock(context);
  await context.route(E2E_LIVECHAT_SRC, (route) =>
    route.fulfill({ path: E2E_LIVECHAT_SCRIPT, contentType: 'text/javascript' }),
  );
  const errors = watchErrors(context);
  const page = await context.newPage();
  await signInAsAdmin(page, adminApi);
  return { context, page, errors };
}

/** Opens the application's resume in the viewer, signed in as the e2e admin. */
export async function openResumeAsAdmin(
  page: Page,
  adminApi: AdminApi,
  application: Pick<JobApplication, '_id' | 'resume'>,
) {
  // Only in the page itself: the PDF viewer's frames have no localStorage.
  await page.addInitScript(
    ([key, token]) => {
      if (window === window.top) localStorage.setItem(key, token);
    },
    [TOKEN_STORAGE_KEY, adminApi.token] as const,
  );
  await page.goto(
    `/view-resume/${application._id}?resume=${encodeURIComponent(application.resume)}`,
  );
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root', { hasText: text });

/** The admin table named by its rows ("patients"): its body rows. */
export const tableRows = (page: Page, name: string) =>
  page.getByRole('table', { name }).locator('tbody tr');

/** The API as the e2e admin, for checks and set-up the page does not show. */
export async function adminGet<T>(adminApi: AdminApi, path: string): Promise<T> {
  const response = await adminApi.request.get(path, {
    headers: { Authorization: `Bearer ${adminApi.token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

/** A new patient raises an open issue with this description; returns the patient. */
export async function raiseIssue(page: Page, adminApi: AdminApi, description: string) {
  const { patient, password } = await adminApi.registerPatient({
    name: uniquePrefix('Issue raiser'),
  });
  const login = await page.request.post('/api/users/login', {
    data: { email: patient.email, password },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const raised = await page.request.post('/api/issue-query', {
    headers: { Authorization: `Bearer ${authToken}` },
    data: { issueType: 'Pain or discomfort', description, addedBy: patient._id },
  });
  expect(raised.status(), await raised.text()).toBe(201);
  return patient;
}

/** The hue (0–360°) of a CSS colour as the browser computed it (`rgb(…)` or `#rrggbb`). */
export function hueOf(color: string): number {
  const hex = color.trim().match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i);
  const [r, g, b] = (hex ? hex.slice(1, 4).map((h) => parseInt(h, 16)) : color.match(/\d+/g)!)
    .slice(0, 3)
    .map((c) => Number(c) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const hue =
    max === r ? ((g - b) / span) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return (hue * 60 + 360) % 360;
}

/** A toast's accent colour (Mantine's `--notification-color`, resolved by the browser). */
export const toastColor = (toastRoot: Locator) =>
  toastRoot.evaluate((el) => getComputedStyle(el).getPropertyValue('--notification-color'));

/** Green is 90–150° (teal, at 160° and more, is not); red is within 20° of 0°. */
export const isGreen = (hue: number) => hue >= 90 && hue <= 150;
export const isRed = (hue: number) => hue <= 20 || hue >= 340;
