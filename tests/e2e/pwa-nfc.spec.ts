import type { Page } from '@playwright/test';
import { addDays } from '../../src/shared/calendar-date';
import { formatDate } from '../../src/shared/display-dates';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { clinicToday, expect, expectConsoleErrors, test } from './support/fixtures';
import { PHONE, signInWithPassword, useSignedInSession } from './patient-helpers';
import { savedQueryCaches, waitForServiceWorker, writeSavedQueryCache } from './pwa-helpers';

// Patients are in India: the browser's calendar is the clinic's. A tag opens the installed
// app, so its service worker runs.
test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE, serviceWorkers: 'allow' });

const today = () => clinicToday();
/** 12 aligners of 2 weeks from 30 days ago: today is aligner 3's (days 28–41). */
const PLAN = () => ({ aligners: 12, steps: 2, startDate: addDays(today(), -30) });

/**
 * Signs the patient in and waits until the service worker controls the page, so every tap
 * below goes through it, as on a phone with the app installed (never half with, half without).
 */
async function signInWithApp(page: Page, email: string, password: string) {
  const token = await useSignedInSession(page, email, password);
  await waitForServiceWorker(page);
  return token;
}

const focusCard = (page: Page) => page.getByRole('region', { name: 'Your tapped aligner' });

/** A normal tap is never styled as an error: no red text or border in the card. */
async function expectCalm(page: Page) {
  const colours = await focusCard(page).evaluate((card) =>
    [card, ...card.querySelectorAll('*')].flatMap((el) => {
      const style = getComputedStyle(el);
      return [style.color, style.borderTopColor, style.backgroundColor];
    }),
  );
  const reddish = colours.filter((c) => {
    const [r = 0, g = 0, b = 0] = (c.match(/\d+/g) ?? []).map(Number);
    return r > 150 && r > g * 1.6 && r > b * 1.6;
  });
  expect(reddish).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('a past aligner says it is done and which one is current', async ({ page, adminApi }) => {
  const { patient, password } = await adminApi.registerPatient(PLAN());
  await signInWithApp(page, patient.email, password);
  await page.goto('/dashboard?aligner=1');
  await expect(focusCard(page)).toContainText('Aligner 1 is done');
  await expect(focusCard(page)).toContainText("You're on aligner 3 now.");
  await expect(page.locator('#aligner-1')).toHaveAttribute('data-highlighted', 'true');
  await expect(focusCard(page)).toBeInViewport();
  await expect(focusCard(page).getByRole('button')).toHaveCount(0);
  await expectCalm(page);
});

test('a future aligner says when it starts', async ({ page, adminApi }) => {
  const plan = PLAN();
  const { patient, password } = await adminApi.registerPatient(plan);
  await signInWithApp(page, patient.email, password);
  await page.goto('/dashboard?aligner=5');
  await expect(focusCard(page)).toContainText('Aligner 5 is still to come');
  await expect(focusCard(page)).toContainText(
    `It starts on ${formatDate(addDays(plan.startDate, 4 * 14), 'en')}`,
  );
  await expect(page.locator('#aligner-5')).toHaveAttribute('data-highlighted', 'true');
  await expectCalm(page);
});

for (const written of ['0', '13', 'abc']) {
  test(`a tag for aligner "${written}" gets a calm note, not an error`, async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient(PLAN());
    await signInWithApp(page, patient.email, password);
    await page.goto(`/dashboard?aligner=${written}`);
    await expect(focusCard(page)).toContainText("This tag isn't one of your aligners");
    await expect(focusCard(page)).toContainText(
      "Your plan has 12 aligners and you're on aligner 3",
    );
    await expect(page.locator('[data-highlighted="true"]')).toHaveCount(0);
    await expectCalm(page);
  });
}

test('tapping today’s aligner, signed out: sign in, confirm the switch, and it stays confirmed', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient(PLAN());
  await page.goto('/dashboard?aligner=3');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await waitForServiceWorker(page);
  await signInWithPassword(page, patient.email, password);
  await expect(page).toHaveURL(/\/dashboard\?aligner=3$/);

  const confirm = focusCard(page).getByRole('button', { name: "I've switched to aligner 3" });
  await expect(confirm).toBeVisible();
  await expect(page.locator('#aligner-3')).toHaveAttribute('data-highlighted', 'true');
  await expectCalm(page);
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/aligner-switches') && r.request().method() === 'POST',
  );
  await confirm.click();
  const response = await recorded;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({ aligner: 3 });
  await expect(focusCard(page)).toContainText('Aligner 3 confirmed');
  await expect(focusCard(page)).toContainText(`You switched on ${formatDate(today(), 'en')}`);

  // A second tap later the same day: already confirmed, nothing to press.
  await page.reload();
  await expect(focusCard(page)).toContainText('Aligner 3 confirmed');
  await expect(focusCard(page).getByRole('button')).toHaveCount(0);
});

/** The aligner switches in this phone's saved copy of the plan (IndexedDB), or null if none yet. */
function savedSwitches(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const values = await new Promise<unknown[]>((resolve, reject) => {
      const all = db.transaction('keyval').objectStore('keyval').getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    db.close();
    type Saved = { clientState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
    const saved = values.filter((v): v is string => typeof v === 'string' && v.includes('buster'));
    const queries = saved.flatMap((v) => (JSON.parse(v) as Saved).clientState.queries);
    return queries.find((q) => q.queryKey.includes('aligner-switches'))?.state.data ?? null;
  });
}

test('a switch confirmed elsewhere shows on the next open, though this phone saved the plan just before', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient(PLAN());
  const token = await signInWithApp(page, patient.email, password);
  await page.goto('/dashboard?aligner=3');
  await expect(
    focusCard(page).getByRole('button', { name: "I've switched to aligner 3" }),
  ).toBeVisible();
  await expect.poll(() => savedSwitches(page)).toEqual([]);

  const recorded = await page.request.post('/api/aligner-switches', {
    data: { aligner: 3 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(recorded.status()).toBe(201);
  // The saved copy is seconds old: shown at once, but the app must still ask the server.
  await page.reload();
  await expect(focusCard(page)).toContainText('Aligner 3 confirmed');
});

test('a paused plan asks to resume before confirming', async ({ page, adminApi }) => {
  const { patient, password } = await adminApi.registerPatient(PLAN());
  const token = await signInWithApp(page, patient.email, password);
  const pause = await page.request.post('/api/issue-query', {
    data: { issueType: 'Pain or discomfort', pauseProgress: true, addedBy: patient._id },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pause.status()).toBe(201);
  await page.goto('/dashboard?aligner=3');
  await expect(focusCard(page)).toContainText('Your treatment is paused');
  await expect(focusCard(page).getByRole('button')).toHaveCount(0);
  await expectCalm(page);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the timeline scrolls its own area to the tapped aligner', async ({ page, adminApi }) => {
    const { patient, password } = await adminApi.registerPatient({ ...PLAN(), aligners: 24 });
    await signInWithApp(page, patient.email, password);
    await page.goto('/dashboard?aligner=20');
    await expect(focusCard(page)).toContainText('Aligner 20 is still to come');
    await expect(page.locator('#aligner-20')).toHaveAttribute('data-highlighted', 'true');
    // Inside the timeline's scroll area, the row is in view.
    const inView = await page.locator('#aligner-20').evaluate((row) => {
      const area = row.closest('[data-timeline-scroller]')!.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      return box.top >= area.top && box.bottom <= area.bottom;
    });
    expect(inView).toBe(true);
  });
});

test.describe('offline', () => {
  /** The switches request fails with no network: nothing else does (the worker answers). */
  const offlineSwitches = /ERR_INTERNET_DISCONNECTED \(http:\/\/[^)]*\/api\/aligner-switches:/;
  const spinner = (page: Page) => focusCard(page).locator('.mantine-Loader-root');

  test('a tap on an aligner confirmed online shows it confirmed offline, without a spinner', async ({
    page,
    context,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient(PLAN());
    const token = await signInWithApp(page, patient.email, password);
    // Confirmed on another device; this phone then opened its dashboard, online, untapped.
    const recorded = await page.request.post('/api/aligner-switches', {
      data: { aligner: 3 },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(recorded.status()).toBe(201);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: patient.name })).toBeVisible();
    await expect.poll(() => savedSwitches(page)).toHaveLength(1);

    expectConsoleErrors(page, offlineSwitches);
    await context.setOffline(true);
    await page.goto('/dashboard?aligner=3');
    await expect(page.getByText("You're offline")).toBeVisible();
    await expect(focusCard(page)).toContainText('Aligner 3 confirmed');
    await expect(focusCard(page)).toContainText(`You switched on ${formatDate(today(), 'en')}`);
    await expect(spinner(page)).toHaveCount(0);
    await expect(focusCard(page).getByRole('button')).toHaveCount(0);
    await expectCalm(page);
  });

  test('done and still-to-come aligners read from the saved plan offline', async ({
    page,
    context,
    adminApi,
  }) => {
    const plan = PLAN();
    const { patient, password } = await adminApi.registerPatient(plan);
    await signInWithApp(page, patient.email, password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: patient.name })).toBeVisible();
    await expect.poll(() => savedSwitches(page)).toEqual([]);

    expectConsoleErrors(page, offlineSwitches);
    await context.setOffline(true);
    await page.goto('/dashboard?aligner=1');
    await expect(focusCard(page)).toContainText('Aligner 1 is done');
    await page.goto('/dashboard?aligner=5');
    await expect(focusCard(page)).toContainText(
      `It starts on ${formatDate(addDays(plan.startDate, 4 * 14), 'en')}`,
    );
    await page.goto('/dashboard?aligner=3');
    await expect(focusCard(page)).toContainText("It's time for aligner 3");
    await expect(focusCard(page)).toContainText('Connect to the internet to confirm');
    await expect(
      focusCard(page).getByRole('button', { name: "I've switched to aligner 3" }),
    ).toBeDisabled();
    await expect(spinner(page)).toHaveCount(0);
  });

  test('with no saved switches, the card says it cannot tell offline and checks again once back', async ({
    page,
    context,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient(PLAN());
    await signInWithApp(page, patient.email, password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: patient.name })).toBeVisible();
    await expect.poll(() => savedSwitches(page)).toEqual([]);
    // A copy saved before the switches were part of the plan: the timeline and user only.
    // Rewritten from a page of the origin that is not the app, which would save over it.
    await page.goto('/api/config');
    const [[key, value]] = (await savedQueryCaches(page)) as [[string, string]];
    const saved = JSON.parse(value) as { clientState: { queries: { queryKey: unknown[] }[] } };
    saved.clientState.queries = saved.clientState.queries.filter(
      (q) => !q.queryKey.includes('aligner-switches'),
    );
    await writeSavedQueryCache(page, key, JSON.stringify(saved));

    expectConsoleErrors(page, offlineSwitches);
    await context.setOffline(true);
    await page.goto('/dashboard?aligner=3');
    await expect(focusCard(page)).toContainText('Aligner 3');
    await expect(focusCard(page)).toContainText(
      "You're offline, so we can't check whether you have confirmed aligner 3 yet.",
    );
    await expect(spinner(page)).toHaveCount(0);
    await expect(focusCard(page).getByRole('button', { name: /I've switched/ })).toHaveCount(0);
    await expectCalm(page);

    // Checking again offline changes nothing and never spins; back online, the card asks itself.
    await focusCard(page).getByRole('button', { name: 'Check again' }).click();
    await expect(focusCard(page)).toContainText("You're offline, so we can't check");
    await expect(spinner(page)).toHaveCount(0);
    await context.setOffline(false);
    await expect(
      focusCard(page).getByRole('button', { name: "I've switched to aligner 3" }),
    ).toBeEnabled();
  });
});
