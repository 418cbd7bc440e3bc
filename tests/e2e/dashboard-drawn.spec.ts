/**
 * The dashboard the server draws for a patient's page session (docs/architecture.md, "First
 * load"; docs/security.md, "The page session"): today's first screen is in the HTML, before any
 * script, kept by no cache; the app takes the page over without moving it and presses a button
 * pressed before it ran; signing out ends the session, and the page is drawn for nobody.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_CLINIC_TIMEZONE, PAGE_SESSION_COOKIE } from '../../src/shared/constants';
import { expect, test, type AdminApi } from './support/fixtures';
import {
  ON_THIRD_ALIGNER,
  PHONE,
  agreeToPrivacyNotice,
  holdApp,
  layoutShiftSum,
  recordLayoutShifts,
  signInWithPassword,
  useSignedInSession,
  watchLocaleWorker,
} from './patient-helpers';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

const PLAN = ON_THIRD_ALIGNER;

const wearButton = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Wear' }).getByRole('button', { name });

/** Whether the element lies wholly inside the unscrolled first screen. */
async function expectOnFirstScreen(page: Page, name: string) {
  const box = (await page.getByRole('button', { name }).boundingBox())!;
  expect(box.y, name).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, name).toBeLessThanOrEqual(PHONE.height);
}

/** A new patient with the plan above, signed in from the page's API (the browser keeps the cookie). */
async function signedInPatient(page: Page, adminApi: AdminApi) {
  const { patient, password } = await adminApi.registerPatient(PLAN());
  const token = await useSignedInSession(page, patient.email, password);
  await agreeToPrivacyNotice(page.request, token);
  return { patient, token };
}

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("the patient's today is on the first screen, drawn for them alone", async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient(PLAN());
    const signedIn = await page.request.post('/api/users/login', {
      data: { email: patient.email, password },
    });
    const { authToken } = (await signedIn.json()) as { authToken: string };
    await agreeToPrivacyNotice(page.request, authToken);

    const response = (await page.goto('/dashboard'))!;
    expect(response.headers()['cache-control']).toBe('private, no-store');
    // The token stays in its cookie: the page never holds it.
    expect(await response.text()).not.toContain(authToken.split('.')[1]);
    await expect(page).toHaveTitle('My dashboard · TapAlign');
    const today = page.getByRole('region', { name: 'Today' });
    await expect(today.getByRole('heading', { name: 'Aligner 3 of 12' })).toBeVisible();
    await expect(today.getByTestId('switch-state')).toHaveText('Switch late by 2 days');
    await expect(page.getByTestId('wear-pace')).toHaveText(/^On track: the goal by now is /);
    for (const name of ["I've switched to aligner 3", 'Taking them out'])
      await expectOnFirstScreen(page, name);
  });

  test('a browser without a page session gets the loading view, and no plan', async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient(PLAN());
    await page.request.post('/api/users/login', { data: { email: patient.email, password } });
    await page.context().clearCookies({ name: `__Host-${PAGE_SESSION_COOKIE}` });
    await page.goto('/dashboard');
    await expect(page.getByRole('status', { name: 'Loading your treatment' })).toBeVisible();
    await expect(page.getByText('Aligner 3 of 12')).toHaveCount(0);
  });
});

test('the app hydrates the drawn page without moving it, asking for nothing it came with', async ({
  page,
  adminApi,
}) => {
  await signedInPatient(page, adminApi);
  await recordLayoutShifts(page);
  const releaseApp = await holdApp(page);
  const reads: string[] = [];
  // The dashboard's own: not the sign-in page's, which may still ask for its passkey options.
  page.on('request', (request) => {
    const referer = request.headers()['referer'] ?? '';
    if (new URL(request.url()).pathname.startsWith('/api/') && referer.endsWith('/dashboard'))
      reads.push(request.url());
  });

  await page.goto('/dashboard');
  const preloadLinks = page.locator('link[rel="modulepreload"]');
  const announced = await preloadLinks.count();
  const drawn = {
    today: (await page.getByRole('heading', { name: 'Aligner 3 of 12' }).boundingBox())!,
    wear: (await wearButton(page, 'Taking them out').boundingBox())!,
  };
  // The page came with what it shows: its script tag asked for none of it.
  expect(reads).toEqual([]);
  const drawnNodes = await page.evaluateHandle(() => [
    document.querySelector('header'),
    document.querySelector('h1'),
    document.querySelector('footer'),
  ]);
  releaseApp();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  // Hydrated in place: the nodes the server drew are the app's.
  expect(await drawnNodes.evaluate((nodes) => nodes.map((node) => node?.isConnected))).toEqual([
    true,
    true,
    true,
  ]);
  await expect(page.getByRole('button', { name: /^Hi,/ })).toBeVisible();
  expect({
    today: (await page.getByRole('heading', { name: 'Aligner 3 of 12' }).boundingBox())!,
    wear: (await wearButton(page, 'Taking them out').boundingBox())!,
  }).toEqual(drawn);
  expect(await layoutShiftSum(page)).toBe(0);
  // Its files came as its imports reached them, none announced first by a link.
  expect(await preloadLinks.count()).toBe(announced);
  // The answers it came with stand: only the check-ins are asked for again, as at every start.
  await expect(page.locator('html[data-content-drawn]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(new Set(reads.map((url) => new URL(url).pathname))).toEqual(new Set(['/api/check-ins']));
});

test("the browser's locale data loads in a worker of its own, which ends once it has", async ({
  page,
  adminApi,
}) => {
  await signedInPatient(page, adminApi);
  const localeWorker = watchLocaleWorker(page);
  await page.goto('/dashboard');
  const { loaded, ended } = await localeWorker;
  expect((await loaded).status()).toBe(200);
  await ended;
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Aligner 3 of 12' })).toBeVisible();
});

test('the cards below the first screen follow it one by one, each inserted on its own', async ({
  page,
  adminApi,
}) => {
  await signedInPatient(page, adminApi);
  // From the end of the parse: the cards each commit inserts, by commit (a task, then its
  // observer's callback).
  await page.addInitScript(() => {
    const inserted: number[] = [];
    Object.assign(window, { cardsByCommit: inserted });
    const cards = (node: Node) =>
      node instanceof Element
        ? Number(node.matches('section')) + node.querySelectorAll('section').length
        : 0;
    const observer = new MutationObserver((records) => {
      const count = records.reduce(
        (sum, record) => sum + [...record.addedNodes].reduce((n, node) => n + cards(node), 0),
        0,
      );
      if (count > 0) inserted.push(count);
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    );
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
  const cardsByCommit = await page.evaluate(
    () => (window as unknown as { cardsByCommit: number[] }).cardsByCommit,
  );
  // Reminders, duration, check-ins, timeline, your data: at least these, one at a time.
  expect(cardsByCommit.length).toBeGreaterThanOrEqual(5);
  expect(Math.max(...cardsByCommit)).toBe(1);
});

test.describe('a phone in another time zone than the clinic’s', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('gets the page drawn over, its days counted where the phone is', async ({
    page,
    adminApi,
  }) => {
    await signedInPatient(page, adminApi);
    const releaseApp = await holdApp(page);
    await page.goto('/dashboard');
    const drawnHeader = await page.evaluateHandle(() => document.querySelector('header'));
    releaseApp();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.getByRole('heading', { name: /^Aligner \d+ of 12$/ })).toBeVisible();
    // Not hydrated (the server counted in the clinic's zone): drawn anew, and no mismatch logged.
    expect(await drawnHeader.evaluate((header) => header?.isConnected)).toBe(false);
  });
});

test('a button pressed on the drawn page is pressed once the app has taken over', async ({
  page,
  adminApi,
}) => {
  await signedInPatient(page, adminApi);
  const releaseApp = await holdApp(page);
  const taps: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wear/events')) taps.push(request.method());
  });
  await page.goto('/dashboard');
  await wearButton(page, 'Taking them out').click();
  await expect(wearButton(page, 'Taking them out')).toBeVisible();
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/wear/events') && r.request().method() === 'POST',
  );
  releaseApp();
  // Pressed again once: the break has begun, and reached the server once.
  await expect(wearButton(page, 'Back in')).toBeVisible();
  expect((await sent).status()).toBe(200);
  await page.waitForLoadState('networkidle');
  expect(taps).toEqual(['POST']);
});

test('signing out ends the page session: the dashboard is drawn for nobody', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient(PLAN());
  await page.goto('/login');
  await signInWithPassword(page, patient.email, password);
  await expect(page.getByRole('heading', { name: 'Aligner 3 of 12' })).toBeVisible();
  const cookieNames = async () => (await page.context().cookies()).map((cookie) => cookie.name);
  expect(await cookieNames()).toContain(`__Host-${PAGE_SESSION_COOKIE}`);
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith(PAGE_SESSION_COOKIE));
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });

  await page.getByRole('button', { name: /^Hi,/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await cookieNames()).not.toContain(`__Host-${PAGE_SESSION_COOKIE}`);
  const page2 = await page.request.get('/dashboard');
  expect(await page2.text()).not.toContain(patient.name as string);
  expect(await page2.text()).not.toContain('Aligner 3 of 12');
});

test('a patient who scrolled the drawn page stays where they are as the app takes over', async ({
  page,
  adminApi,
}) => {
  await signedInPatient(page, adminApi);
  const releaseApp = await holdApp(page);
  // Opened from the case's tag: the app would otherwise keep the tapped card in view.
  await page.goto('/dashboard?aligner=3');
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  releaseApp();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a patient who scrolls as the app hydrates the page stays where they scrolled', async ({
  page,
  adminApi,
}) => {
  await signedInPatient(page, adminApi);
  // Opened from the case's tag, whose card the app keeps in view until the patient moves.
  await page.goto('/dashboard?aligner=3');
  // The app owns the page's frame; its content may still be hydrating.
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  await expect(page.locator('html[data-content-drawn]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
