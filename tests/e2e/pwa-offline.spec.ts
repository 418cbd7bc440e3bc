import type { Page } from '@playwright/test';
import { expect, expectConsoleErrors, test, type AdminApi } from './support/fixtures';
import { DESKTOP, PHONE as PUBLIC_PHONE } from './public-helpers';
import {
  PHONE,
  dashboardLoaded,
  signInWithPassword,
  toast,
  useSignedInSession,
} from './patient-helpers';
import {
  cacheContents,
  fakePushManager,
  indexedDbContents,
  serverEndpoints,
  waitForServiceWorker,
  waitForStoredKey,
} from './pwa-helpers';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_BANNER = "You're offline — showing your saved plan";

async function openDashboard(page: Page, adminApi: AdminApi) {
  const { patient, password } = await adminApi.registerPatient({ aligners: 10 });
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await waitForServiceWorker(page);
  // Opened again now that the app is installed: its requests go through the service worker.
  await reloadAndSettle(page);
  return patient;
}

/**
 * Reloads the dashboard and waits until no request is in flight, so that going offline next
 * cuts none (the browser would log the cut request, e.g. the live-chat settings, as an error).
 */
async function reloadAndSettle(page: Page) {
  await page.reload();
  await dashboardLoaded(page);
  await page.waitForLoadState('networkidle');
}

/** The issues the admin sees from this patient. */
async function issuesRaisedBy(adminApi: AdminApi, patientId: string) {
  const response = await adminApi.request.get('/api/issues', {
    headers: { Authorization: `Bearer ${adminApi.token}` },
  });
  const { issues } = (await response.json()) as {
    issues: { addedBy: { _id: string } | null; issueType: string; description: string }[];
  };
  return issues.filter((issue) => issue.addedBy?._id === patientId);
}

/** Raises an issue with no connection: it waits in the outbox. */
async function raiseIssueOffline(page: Page) {
  await page.getByRole('button', { name: 'Got any issues?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Got any issues?' });
  await dialog.getByLabel(/^Issue type/).selectOption('Lost/Damaged Aligner');
  await dialog.getByLabel(/^Description/).fill('Dropped it on the train');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, "Saved — we'll send it when you're back online")).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

/** The timeline from the cache, folded to the aligners around today, and all 11 events after "Show all". */
async function expectWholeTimeline(page: Page) {
  await page.getByRole('button', { name: 'Show all 11 events' }).click();
  const timeline = page.getByRole('region', { name: /Treatment timeline/ });
  await expect(timeline.getByRole('listitem')).toHaveCount(11);
}

test.describe('public pages offline', () => {
  test.use({ viewport: PUBLIC_PHONE });

  test('the home page, the blog and a post already seen reload with no network', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/blog');
    const firstCard = page.getByRole('article').first();
    const title = (await firstCard.getByRole('heading').innerText()).trim();
    await firstCard.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const postUrl = page.url();
    await page.reload(); // opened on its own too (GET /api/blogs/:id), not only from the list
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Offline, the list's pictures of posts never opened have nothing to come from.
    expectConsoleErrors(
      page,
      /net::ERR_FAILED \(http:\/\/localhost:\d+\/api\/files\/[0-9a-f-]+:0\)/,
    );
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs & Insights' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: title })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await page.goto(postUrl);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

test.describe('an address no page has, offline', () => {
  test.use({ viewport: PUBLIC_PHONE });

  test('is the site’s 404 page, as online: drawn by the site’s bundle, never the app’s', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/no-such-page');
    await expect(
      page.getByRole('heading', { level: 1, name: "Sorry, we couldn't find this page." }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Page not found · TapAlign');
    await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
    expect(scripts.some((path) => /\/island-main-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/main-[\w-]+\.js$/.test(path))).toEqual([]);
  });
});

test.describe('the patient app offline', () => {
  test.use({ viewport: PHONE });

  test('the dashboard reloads with no network, and a cold start opens it too', async ({
    page,
    context,
    adminApi,
  }) => {
    const patient = await openDashboard(page, adminApi);
    await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
    await waitForStoredKey(page, 'tapalign-query-cache:');
    // A window opened with the network off reads `navigator.onLine` as true in Chromium under
    // DevTools' offline emulation, as on a network that reaches nothing: the dashboard then asks
    // for what it would online (the chat settings, the switches and wear log its script tag asks
    // for early, the wear settings, the check-ins, the open issues), which fail, and the saved
    // answers the service worker and IndexedDB hold show under the banner all the same.
    expectConsoleErrors(
      context,
      /ERR_INTERNET_DISCONNECTED \(http:\/\/[^/]+\/api\/(config|aligner-switches|wear\?days=14|wear\/settings|check-ins|issues\/mine):/,
    );

    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await page.reload();
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await expect(page.getByRole('heading', { name: patient.name })).toBeVisible();
    await expectWholeTimeline(page);

    // A cold start: a new window of the installed app, the network still off. The old window
    // closes once React owns it and its late chunks have loaded. Closing a window can still cut
    // one of its imports short, which React reports as an error as the window goes; what the
    // patient sees is checked in the new one.
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await page.waitForLoadState('networkidle');
    expectConsoleErrors(
      context,
      /Failed to fetch dynamically imported module: http:\/\/[^/]+\/assets\/dashboard-[\w-]+\.js/,
    );
    await page.close();
    const fresh = await context.newPage();
    await fresh.goto('/dashboard');
    await expect(fresh.getByText(OFFLINE_BANNER)).toBeVisible();
    await expect(fresh.getByRole('heading', { name: patient.name })).toBeVisible();
    await expectWholeTimeline(fresh);

    await context.setOffline(false);
    await expect(fresh.getByText(OFFLINE_BANNER)).toHaveCount(0);
  });

  test('an issue raised offline is kept, then sent once when the connection returns', async ({
    page,
    context,
    adminApi,
  }) => {
    const patient = await openDashboard(page, adminApi);
    const issuesOf = () => issuesRaisedBy(adminApi, patient._id);

    await context.setOffline(true);
    await raiseIssueOffline(page);
    expect(await issuesOf()).toEqual([]);

    await context.setOffline(false);
    await expect(toast(page, 'Your saved issue was sent')).toBeVisible();
    // Sent, and gone from the outbox: no later start can send it again.
    const stored = await indexedDbContents(page);
    expect(stored['keyval-store']?.keyval ?? []).not.toContain('tapalign-issue-outbox');
    await reloadAndSettle(page);
    // The connection drops and returns at once: what the Wear card asks for again as it
    // returns (its reminder setting, which no cache answers) may still meet it cut.
    expectConsoleErrors(
      context,
      /ERR_INTERNET_DISCONNECTED \(http:\/\/[^/]+\/api\/wear\/settings:/,
    );
    await context.setOffline(true);
    await context.setOffline(false);
    const issues = await issuesOf();
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      issueType: 'Lost/Damaged Aligner',
      description: 'Dropped it on the train',
    });
  });
});

test.describe('signing out', () => {
  test.use({ viewport: DESKTOP });

  test('leaves none of the patient’s data in Cache Storage or IndexedDB, and no reminders', async ({
    page,
    adminApi,
  }) => {
    const subscription = await fakePushManager(page);
    const patient = await openDashboard(page, adminApi);
    const reminders = page.getByRole('switch', { name: 'Remind me to switch aligners' });
    await reminders.click();
    await expect(reminders).toBeChecked();
    await waitForStoredKey(page, 'tapalign-query-cache:');
    // The app's own requests for the patient's data, as it makes them once its copy is stale.
    await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('dentistAuthToken')}` };
      await fetch('/api/timeline', { headers });
      await fetch('/api/users/current-user', { method: 'POST', headers });
    });
    const before = await cacheContents(page);
    expect(
      Object.values(before)
        .flat()
        .some((url) => url.includes('/api/timeline')),
    ).toBe(true);

    await signOut(page);

    const after = await cacheContents(page);
    expect(Object.keys(after).every((name) => name.startsWith('workbox-precache'))).toBe(true);
    expect(
      Object.values(after)
        .flat()
        .filter((url) => url.includes('/api/')),
    ).toEqual([]);
    const stored = JSON.stringify(await indexedDbContents(page));
    expect(stored).not.toContain('tapalign-query-cache');
    expect(stored).not.toContain(patient._id);

    // No reminders of theirs reach this phone any more: the browser's subscription is gone…
    const browserSubscription = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.pushManager.getSubscription();
    });
    expect(browserSubscription).toBeNull();
    // …and so is the server's (asked with a new session of the same patient).
    const login = await page.request.post('/api/users/login', {
      data: { email: patient.email, password: patient.password },
    });
    const { authToken } = (await login.json()) as { authToken: string };
    expect(await serverEndpoints(page, authToken)).not.toContain(subscription.endpoint);
  });

  test('drops an issue still waiting to be sent: it is never sent, not even after the next sign-in', async ({
    page,
    context,
    adminApi,
  }) => {
    // Signing out with no connection: the server cannot hear of it (the token is gone from here).
    expectConsoleErrors(page, /ERR_INTERNET_DISCONNECTED \(http:\/\/[^)]*\/api\/users\/logout:/);
    const patient = await openDashboard(page, adminApi);
    await context.setOffline(true);
    await raiseIssueOffline(page);
    const outbox = async () =>
      (await indexedDbContents(page))['keyval-store']?.keyval?.includes('tapalign-issue-outbox');
    expect(await outbox()).toBe(true);

    await signOut(page);
    await expect.poll(outbox).toBe(false);

    await context.setOffline(false);
    // Signed in on the page the site has taken over (early submits have their own spec).
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await signInWithPassword(page, patient.email, patient.password);
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    // The next session starts with an empty outbox: the issue was never sent, nor will be.
    expect(await outbox()).toBe(false);
    expect(await issuesRaisedBy(adminApi, patient._id)).toEqual([]);
  });
});

test.describe('the service worker is registered', () => {
  test.use({ viewport: PUBLIC_PHONE });

  /**
   * Records, when the page registers its service worker, how many elements of `#root` React
   * does not own yet: elements of the HTML it has not hydrated, or of a page shell it has not
   * replaced (not counting the stylesheets React moves into the head).
   */
  async function recordRegistration(page: Page) {
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
        const owned = (element: Element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
        const notOwned = [...document.querySelectorAll('#root *:not(link, style)')].filter(
          (element) => !owned(element),
        );
        document.documentElement.dataset.swRegisteredWith = String(notOwned.length);
        return register(...args);
      };
    });
  }

  const notOwnedAtRegistration = (page: Page) =>
    page.locator('html[data-sw-registered-with]').getAttribute('data-sw-registered-with');

  // Installing, the worker downloads every file of the site and the app: run beside React's
  // start, it slowed that start by half (docs/benchmarks.md, "Lighthouse").
  test('once React has hydrated a public page whole, first visit and later', async ({ page }) => {
    await recordRegistration(page);
    for (const path of ['/contact', '/login', '/blog', '/contact', '/login', '/blog']) {
      await page.goto(path);
      expect(await notOwnedAtRegistration(page), path).toBe('0');
    }
  });

  test("once the app has replaced the dashboard's loading view", async ({ page, adminApi }) => {
    await recordRegistration(page);
    await openDashboard(page, adminApi);
    expect(await notOwnedAtRegistration(page)).toBe('0');
  });
});
