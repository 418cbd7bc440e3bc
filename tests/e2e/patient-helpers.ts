/** Shared steps of the patient journeys (tests/e2e/patient-*.spec.ts). */
import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import type { CurrentUser } from '../../src/shared/api-types';
import { addDays, todayIn } from '../../src/shared/calendar-date';
import {
  DEFAULT_CLINIC_TIMEZONE,
  PAGE_SESSION_COOKIE,
  PRIVACY_NOTICE_VERSION,
  TOKEN_STORAGE_KEY,
} from '../../src/shared/constants';
import { expect, expectConsoleErrors, lastCodeSentTo, type AdminApi } from './support/fixtures';
import { gotoReady, pauseClock } from './public-helpers';

/**
 * A plan of 12 aligners of 2 weeks from 30 clinic days ago: today is aligner 3's (days 28–41),
 * its third day, its switch 2 days late.
 */
export const ON_THIRD_ALIGNER = () => ({
  aligners: 12,
  steps: 2,
  startDate: addDays(todayIn(DEFAULT_CLINIC_TIMEZONE), -30),
});

/** The patient side in a phone viewport (390×844). */
export const PHONE = { width: 390, height: 844 };

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root', { hasText: text });

/**
 * Expects the sign-in page to show `text` as its notice (null: none). The page holds every
 * notice, hidden by its styles but the one it was opened with: read once they have loaded.
 */
export async function expectSignInNotice(page: Page, text: string | null) {
  await page.waitForLoadState('load');
  const shown = page.getByTestId('sign-in-notice').filter({ visible: true });
  if (text === null) await expect(shown).toHaveCount(0);
  else await expect(shown).toHaveText(text);
}

export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: "Let's Go" }).click();
}

/**
 * A new patient, and /login open on a paused clock: from here only the test moves the page's
 * time, so a toast's seconds are exact. The 401s of wrong passwords are expected.
 */
export async function openLoginOnPausedClock(page: Page, adminApi: AdminApi) {
  expectConsoleErrors(page, /status of 401 .*\/api\/users\/login/);
  const { patient } = await adminApi.registerPatient();
  await page.clock.install();
  await gotoReady(page, '/login');
  await pauseClock(page);
  return patient;
}

/**
 * What the dashboard the server drew asks for once the app has it: the passkeys (the offer's card)
 * and the check-ins (asked for again at every start). The rest came with the page.
 */
const LATER_CARDS_READS = ['/api/passkeys', '/api/check-ins'];

/**
 * Watches the page's API requests from now on; `answered()` resolves once the dashboard's later
 * cards have had their answers and no request is left in flight.
 */
export function watchDashboardReads(page: Page) {
  const inFlight = new Set<Request>();
  const answered = new Set<string>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const settle = (request: Request) => {
    inFlight.delete(request);
    if (isApi(request)) answered.add(new URL(request.url()).pathname);
  };
  page.on('request', (request) => {
    if (isApi(request)) inFlight.add(request);
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    answered: () =>
      expect
        .poll(() => inFlight.size === 0 && LATER_CARDS_READS.every((path) => answered.has(path)))
        .toBe(true),
  };
}

/** Signs in with a wrong password and waits for the server's 401. */
export async function signInRefused(page: Page, email: string, password: string) {
  const refused = page.waitForResponse('**/api/users/login');
  await signInWithPassword(page, email, password);
  expect((await refused).status()).toBe(401);
}

/** The newest code WhatsApp carried to `phone`, once there is one other than `notEqualTo`. */
export async function waitForCode(phone: string, notEqualTo?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(() => {
      code = lastCodeSentTo(phone);
      return code !== null && code !== notEqualTo;
    })
    .toBe(true);
  return code!;
}

/** On the code step, types a code one digit off the one sent; the server's 400 is a toast. */
export async function typeWrongCode(page: Page, phone: string) {
  expectConsoleErrors(page, /status of 400 .*\/api\/users\/verify-otp/);
  const code = await waitForCode(phone);
  const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));
  await page.keyboard.type(wrong);
  await expect(toast(page, /Invalid or expired code/)).toBeVisible();
}

/** Signs in through the API (the page's own address) and stores the token as the app does. */
export async function useSignedInSession(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/users/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { authToken } = (await response.json()) as { authToken: string };
  // The sign-in page looks for a token once, as it opens (first-load/boot.ts): one stored after
  // that leaves it where it is.
  await page.goto('/login');
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
    TOKEN_STORAGE_KEY,
    authToken,
  ] as const);
  return authToken;
}

/**
 * Leaves the browser without its page session (docs/security.md, "The page session"): the
 * server then answers /dashboard with its shell, as the installed app's worker does, and the
 * app draws the page from the network or from what it saved.
 */
export const dropPageSession = (page: Page) =>
  page.context().clearCookies({ name: `__Host-${PAGE_SESSION_COOKIE}` });

/** The patient agrees to the privacy notice, whose card otherwise comes first on the dashboard. */
export async function agreeToPrivacyNotice(request: APIRequestContext, token: string) {
  const response = await request.post('/api/users/me/consent', {
    data: { version: PRIVACY_NOTICE_VERSION },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
}

export const storedToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);

/** The signed-in user as the API reports it, read with the token the browser holds. */
export async function currentUserOf(page: Page): Promise<CurrentUser> {
  const token = await storedToken(page);
  const response = await page.request.post('/api/users/current-user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { user: CurrentUser }).user;
}

/** Scrolls the dashboard's wear chart into view: it loads and draws once half of it is on screen. */
export async function showWearChart(page: Page) {
  // The app's chart: one on a page the server drew is replaced as the app takes over.
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const chart = page.locator('[data-wear-chart]').first();
  await chart.waitFor();
  // Scrolled as a patient scrolls: their own move ends the page's keeping a tapped aligner's
  // card in view (it would scroll the chart away again before it draws).
  await page.mouse.wheel(0, 1);
  await chart.scrollIntoViewIfNeeded();
}

/**
 * Waits until the dashboard has loaded in full, so that a test dropping the connection next
 * cuts no request: the plan first, then the wear chart's code and the break reminder's setting.
 */
export async function dashboardLoaded(page: Page) {
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  const wear = page.getByRole('region', { name: 'Wear' });
  await showWearChart(page);
  await expect(wear.locator('.recharts-surface')).toBeVisible();
  await expect(breakNudge(page).locator('xpath=ancestor::*[@data-setting][1]')).toHaveAttribute(
    'data-setting',
    'loaded',
  );
}

/** The nudge after an hour out, in the "Reminders" card. */
export const breakNudge = (page: Page) =>
  page
    .getByRole('region', { name: 'Reminders' })
    .getByRole('switch', { name: 'Remind me after 1 hour out' });

/** A stat tile (role group named by its label). */
export const tile = (page: Page, label: string) => page.getByRole('group', { name: label });

/**
 * Every toast the page showed, in order, kept by the page itself: a toast closes after 4 s,
 * which a busy machine may spend before the test looks.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { shownToasts: seen });
    new MutationObserver(() => {
      document.querySelectorAll('.mantine-Notification-root').forEach((toast) => {
        const text = toast.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export const shownToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);

/** Sums the page's layout shifts not caused by input, from its first paint on. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { sum: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.sum += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftSum = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { sum: number } }).layoutShifts.sum);

/**
 * Watches for the app's locale-data worker (`first-load/intl-data.worker.ts`): resolves, once the
 * page has started it, with the answer its script came in and a promise of its end.
 */
export function watchLocaleWorker(page: Page) {
  const isLocaleWorker = (url: string) => /\/assets\/intl-data\.worker-[\w-]+\.js$/.test(url);
  const loaded = page.waitForResponse((response: Response) => isLocaleWorker(response.url()));
  return new Promise<{ loaded: Promise<Response>; ended: Promise<void> }>((resolve) => {
    page.on('worker', (worker) => {
      if (!isLocaleWorker(worker.url())) return;
      const ended = new Promise<void>((end) => worker.once('close', () => end()));
      resolve({ loaded, ended });
    });
  });
}

/** Holds the app's start back until the returned function releases it. */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
