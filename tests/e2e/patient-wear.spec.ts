/**
 * The patient's Wear card on a phone (390 px): a break logged online changes the day's figures
 * on the card and on the server; offline the taps work, wait in the outbox and reach the server
 * once when the connection returns; a batch the server refuses for the phone's clock leaves the
 * outbox with a toast and is never sent again. Each state passes axe (undecided contrast counted
 * as a failure) and is photographed at 390 and 1440 px when SCREENSHOT_DIR is set.
 */
import type { Page } from '@playwright/test';
import { addDays } from '../../src/shared/calendar-date';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { dayStartIn } from '../../src/shared/wear-rules';
import { expectNoAxeViolations } from './support/axe';
import {
  clinicToday,
  expect,
  expectConsoleErrors,
  test,
  testNow,
  type AdminApi,
} from './support/fixtures';
import { clinicNoonTomorrow } from './support/pinned-clocks';
import { screenshotWidths, screenshotWidthsPaused } from './support/screenshots';
import { runUntilShown } from './support/toast-clock';
import { fakePushManager } from './pwa-helpers';
import {
  agreeToPrivacyNotice,
  breakNudge,
  PHONE,
  showWearChart,
  toast,
  useSignedInSession,
} from './patient-helpers';
import { pauseClock } from './public-helpers';
import { indexedDbContents } from './pwa-helpers';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

interface WearLog {
  out: { since: string } | null;
  days: { date: string; wornMinutes: number; outMinutes: number; breaks: number }[];
}

const wearCard = (page: Page) => page.getByRole('region', { name: 'Wear' });

/** A patient 30 days into a plan of 12 two-week aligners, signed in; returns their token. */
async function signInPatient(page: Page, adminApi: AdminApi) {
  const { patient, password } = await adminApi.registerPatient({
    aligners: 12,
    steps: 2,
    startDate: addDays(clinicToday(), -30),
  });
  return useSignedInSession(page, patient.email, password);
}

async function wearLogOf(adminApi: AdminApi, token: string): Promise<WearLog> {
  const response = await adminApi.request.get('/api/wear', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as WearLog;
}

async function postEvents(adminApi: AdminApi, token: string, events: object[]) {
  const response = await adminApi.request.post('/api/wear/events', {
    headers: { Authorization: `Bearer ${token}` },
    data: { events },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Opens the dashboard as from the case's tag, once the card and its chart have drawn. */
async function openFromTag(page: Page) {
  await page.goto('/dashboard?aligner=3');
  await showWearChart(page);
  await expect(wearCard(page).locator('.recharts-surface')).toBeVisible();
}

async function checkAndShoot(page: Page, name: string) {
  await screenshotWidths(page, `wear-${name}`, [PHONE.width, 1440]);
  await expectNoAxeViolations(page);
}

test.describe('at noon in the clinic', () => {
  // Breaks of minutes within today, on the phone's clock too, whatever the hour the test runs at.
  test.use({ clinicClock: clinicNoonTomorrow() });

  test('opened from the tag, the card comes first; a break ends with "Back in"', async ({
    page,
    adminApi,
  }) => {
    const token = await signInPatient(page, adminApi);
    await agreeToPrivacyNotice(adminApi.request, token);
    // Out for up to 30 minutes, within today's clinic day.
    const midnight = dayStartIn(clinicToday(), DEFAULT_CLINIC_TIMEZONE);
    const since = new Date(Math.max(testNow().getTime() - 30 * 60_000, midnight)).toISOString();
    await postEvents(adminApi, token, [{ id: crypto.randomUUID(), type: 'out', at: since }]);

    await openFromTag(page);
    const sections = page.getByRole('main').getByRole('region');
    // The tap's meaning and today's aligner, then the wear card, its button on screen (docs/design.md §4).
    await expect(sections.nth(0)).toHaveAccessibleName('Your tapped aligner');
    await expect(sections.nth(1)).toHaveAccessibleName('Today');
    await expect(sections.nth(2)).toHaveAccessibleName('Wear');
    const card = wearCard(page);
    await expect(card.getByRole('timer')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Taking them out' })).toHaveCount(0);
    await checkAndShoot(page, 'out');

    const sent = page.waitForResponse('**/api/wear/events');
    await card.getByRole('button', { name: 'Back in' }).click();
    expect((await sent).ok()).toBeTruthy();
    await expect(card.getByRole('button', { name: 'Taking them out' })).toBeVisible();
    await expect(card.getByRole('timer')).toHaveCount(0);

    const log = await wearLogOf(adminApi, token);
    const today = log.days[0]!;
    expect(log.out).toBeNull();
    expect(today.breaks).toBe(1);
    expect(today.outMinutes).toBeGreaterThan(0);
    await expect(card.getByText(`1 break, ${today.outMinutes} min out`)).toBeVisible();
    await checkAndShoot(page, 'in');
  });

  test('a phone whose clock is behind counts a break on its own clock, like its stopwatch', async ({
    page,
    adminApi,
  }) => {
    await signInPatient(page, adminApi);
    // The phone's clock runs 10 minutes slow: the server takes its taps, and counts an open break
    // up to its own clock, 10 minutes further on.
    // (The test's clock, pinned at noon, is installed already: it is set back.)
    await page.clock.setSystemTime(testNow().getTime() - 10 * 60_000);
    await openFromTag(page);
    await page.waitForLoadState('networkidle');
    const card = wearCard(page);
    await expect(card.getByText('0 breaks')).toBeVisible();

    const refreshed = page.waitForResponse(
      (r) => r.url().includes('/api/wear?') && r.request().method() === 'GET',
    );
    await card.getByRole('button', { name: 'Taking them out' }).click();
    const summary = (await (await refreshed).json()) as WearLog;
    expect(summary.out).not.toBeNull();
    await pauseClock(page);
    // A little over 3 minutes: the stopwatch ticks each second, at a phase of its own.
    await page.clock.runFor(3 * 60_000 + 5_000);

    // The clock stands still: once the stopwatch shows the 3 minutes, the card's figure is final.
    const timer = card.getByRole('timer');
    await expect(timer).toHaveText(/^3:\d\d$/);
    const [minutes, seconds] = (await timer.textContent())!.split(':').map(Number);
    const outMinutes = Math.round((minutes! * 60 + seconds!) / 60);
    await expect(card.getByText(`1 break, ${outMinutes} min out`)).toBeVisible();
  });
});

/**
 * How many of the next `seconds` ticks of the page's clock drew the chart's legend again: read
 * from the props React keeps on its element, a new object at each render of the chart.
 */
async function chartRendersOver(page: Page, seconds: number) {
  const legendProps = () =>
    page.evaluate(() => {
      const legend = document.querySelector('[data-wear-legend]')!;
      const key = Object.keys(legend).find((name) => name.startsWith('__reactProps$'))!;
      const seen = window as unknown as { legendProps?: unknown[] };
      (seen.legendProps ??= []).push((legend as unknown as Record<string, unknown>)[key]);
      return new Set(seen.legendProps).size - 1;
    });
  const before = await legendProps();
  for (let tick = 0; tick < seconds; tick += 1) {
    await page.clock.runFor(1_000);
    await legendProps();
  }
  return (await legendProps()) - before;
}

test('the stopwatch runs each second; the chart is drawn again only when a day changes', async ({
  page,
  adminApi,
}) => {
  await signInPatient(page, adminApi);
  await page.clock.install();
  await openFromTag(page);
  await page.waitForLoadState('networkidle');
  const card = wearCard(page);
  await card.getByRole('button', { name: 'Taking them out' }).click();
  await expect(card.getByRole('timer')).toBeVisible();
  await pauseClock(page);
  const stopwatch = await card.getByRole('timer').textContent();

  // Ten ticks: the minutes worn and out each change at most once in them.
  const renders = await chartRendersOver(page, 10);
  await expect(card.getByRole('timer')).not.toHaveText(stopwatch!);
  expect(renders).toBeLessThanOrEqual(2);
});

const STARTS_WITH_PLAN = 'Your wear log starts with your plan.';

/** Whether the page ever showed `text`, from its first frame on (watched from before it loads). */
async function watchForText(page: Page, text: string) {
  await page.addInitScript((watched) => {
    const seen = { shown: false };
    Object.assign(window, { textSeen: seen });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(watched)) seen.shown = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () =>
    page.evaluate(() => (window as unknown as { textSeen: { shown: boolean } }).textSeen.shown);
}

test('the card says the log starts with the plan only before it starts, never while loading', async ({
  page,
  adminApi,
}) => {
  // Under way: the card loads to today's figures, never passing through the empty state (it
  // would be a few lines tall, and what a tag's card below had scrolled to would move).
  await signInPatient(page, adminApi);
  const shown = await watchForText(page, STARTS_WITH_PLAN);
  await openFromTag(page);
  await expect(wearCard(page).getByTestId('wear-today')).toBeVisible();
  expect(await shown()).toBe(false);

  const { patient, password } = await adminApi.registerPatient({
    startDate: addDays(clinicToday(), 3),
  });
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await expect(wearCard(page).getByText(STARTS_WITH_PLAN)).toBeVisible();
  await expect(wearCard(page).getByRole('button', { name: 'Taking them out' })).toHaveCount(0);
});

test.describe('with the app installed', () => {
  // The nudge's notification needs the service worker.
  test.use({ serviceWorkers: 'allow' });

  test('keyboard: the button and the switch, each at least 44 px tall', async ({
    page,
    adminApi,
  }) => {
    // The nudge comes as a notification: this device's reminders on (the push service faked).
    await fakePushManager(page);
    const token = await signInPatient(page, adminApi);
    await openFromTag(page);
    const card = wearCard(page);
    const button = card.getByRole('button', { name: 'Taking them out' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Back in' })).toBeFocused();
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await reminders.getByRole('switch', { name: /^Remind me to switch aligners/ }).click();
    const reminder = breakNudge(page);
    await expect(reminder).toBeEnabled();
    await expect(reminder).toBeChecked();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/wear/settings') && r.request().method() === 'PUT',
    );
    await reminder.focus();
    await page.keyboard.press('Space');
    expect((await saved).ok()).toBeTruthy();
    await expect(reminder).not.toBeChecked();
    const settings = await adminApi.request.get('/api/wear/settings', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await settings.json()).toEqual({ breakReminder: false });

    for (const target of [
      card.getByRole('button', { name: 'Back in' }),
      reminders.locator('label', { hasText: 'Remind me after 1 hour out' }),
    ]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test('offline: taps work, wait in the outbox and are sent once on reconnect', async ({
  page,
  context,
  adminApi,
}) => {
  const token = await signInPatient(page, adminApi);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wear/events')) posts.push(request.postData() ?? '');
  });
  await openFromTag(page);
  await page.waitForLoadState('networkidle');
  const card = wearCard(page);
  await expect(card.getByText('0 breaks')).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Taking them out' }).click();
  await expect(card.getByRole('timer')).toBeVisible();
  await expect(card.getByText('1 tap saved on this phone')).toBeVisible();
  await expect(card.getByText(/^1 break\b/)).toBeVisible();
  await checkAndShoot(page, 'offline-out');
  await card.getByRole('button', { name: 'Back in' }).click();
  await expect(card.getByText('2 taps saved on this phone')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Taking them out' })).toBeVisible();
  expect((await wearLogOf(adminApi, token)).days[0]!.breaks).toBe(0);
  expect(posts).toEqual([]);

  await context.setOffline(false);
  await expect(card.getByTestId('wear-waiting')).toHaveCount(0);
  const log = await wearLogOf(adminApi, token);
  expect(log.out).toBeNull();
  expect(log.days[0]!.breaks).toBe(1);
  await expect(card.getByText(/^1 break\b/)).toBeVisible();
  // One request carried both taps, and the outbox is empty: no later start sends them again.
  expect(posts).toHaveLength(1);
  const sentEvents = (JSON.parse(posts[0]!) as { events: { type: string }[] }).events;
  expect(sentEvents.map((event) => event.type)).toEqual(['out', 'in']);
  const stored = await indexedDbContents(page);
  expect(stored['keyval-store']?.keyval ?? []).not.toContain('tapalign-wear-outbox');
  // The reload asks for the check-ins again; the connection drops only once every answer is in.
  const checkInsAnswered = page.waitForResponse((response) =>
    response.url().endsWith('/api/check-ins'),
  );
  await page.reload();
  await expect(card.getByText(/^1 break\b/)).toBeVisible();
  await checkInsAnswered;
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await context.setOffline(false);
  await page.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1);
  expect((await wearLogOf(adminApi, token)).days[0]!.breaks).toBe(1);
});

test("a batch refused for the phone's clock leaves the outbox whole, with a toast; nothing is resent", async ({
  page,
  context,
  adminApi,
}) => {
  // The server's 400 is the point of this test.
  expectConsoleErrors(page, /status of 400 .*\/api\/wear\/events/);
  const token = await signInPatient(page, adminApi);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wear/events')) posts.push(request.postData() ?? '');
  });
  // The phone's clock runs 10 minutes fast: twice what the server lets an event be ahead.
  await page.clock.install({ time: testNow().getTime() + 10 * 60_000 });
  await openFromTag(page);
  await page.waitForLoadState('networkidle');
  const card = wearCard(page);
  await expect(card.getByText('0 breaks')).toBeVisible();
  // Paused from here, so the toast stays up until the test lets its seconds pass.
  await pauseClock(page);

  const refused = page.waitForResponse('**/api/wear/events');
  const refreshed = page.waitForResponse(
    (r) => r.url().includes('/api/wear?') && r.request().method() === 'GET',
  );
  await card.getByRole('button', { name: 'Taking them out' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(400);
  const { message } = (await answer.json()) as { message: string };
  expect(message).toMatch(/more than 5 minutes ahead of the server's clock/);
  // The card asks the server again once the batch is gone.
  const summary = (await (await refreshed).json()) as WearLog;
  expect(summary.out).toBeNull();
  expect(summary.days[0]!.breaks).toBe(0);

  const refusal = toast(page, 'Some wear times could not be saved');
  await runUntilShown(page, refusal);
  await page.clock.runFor(500);
  await expect(refusal).toContainText(
    "This phone's clock or date looked wrong when they were tapped.",
  );
  await expect(refusal).toContainText(
    "is more than 5 minutes ahead of the server's clock: check the phone's date and time.",
  );
  // The card counts from the server again: no break, the aligners in, nothing waiting.
  await expect(card.getByRole('button', { name: 'Taking them out' })).toBeVisible();
  await expect(card.getByRole('timer')).toHaveCount(0);
  await expect(card.getByTestId('wear-waiting')).toHaveCount(0);
  await expect(card.getByText('0 breaks')).toBeVisible();
  // The clock paused keeps the toast up.
  await screenshotWidthsPaused(page, 'wear-refused-toast', [PHONE.width, 1440], {
    fullPage: false,
  });
  const stored = await indexedDbContents(page);
  expect(stored['keyval-store']?.keyval ?? []).not.toContain('tapalign-wear-outbox');
  const log = await wearLogOf(adminApi, token);
  expect(log.out).toBeNull();
  expect(log.days[0]!.breaks).toBe(0);

  // The toast closes in its time; neither a reconnect nor a new start sends the batch again.
  // The pointer left on the button after the click would sit on the toast now drawn over it,
  // and a hovered toast waits (a phone's finger lifts).
  await page.mouse.move(0, 0);
  await page.clock.resume();
  await expect(refusal).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.setOffline(true);
  await context.setOffline(false);
  await page.reload();
  await expect(card.getByText('0 breaks')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1);
  expect((await wearLogOf(adminApi, token)).days[0]!.breaks).toBe(0);
});
