/**
 * The wear log end to end: a patient on a 390 px phone opens the dashboard from the case's tag,
 * logs a break of 40 minutes with no connection (the phone's clock moved on by Playwright, not
 * waited for), sees the day's figures on the card, and the taps reach the server in one request
 * once the connection is back; the clinic then finds the same day in the patient's drawer on the
 * compliance board at 1440 px.
 *
 * The server checks each tap against its own clock (at most 5 minutes ahead), so the phone's
 * clock starts the break and 5 minutes behind it: the break ends 5 minutes before the server's now.
 * The server's and the phone's clocks read the clinic's noon (support/pinned-clocks.ts), so the
 * break and the 5 minutes lie within one clinic day whatever the hour the test runs at.
 */
import type { Page, Request, Response } from '@playwright/test';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { hoursAndMinutes } from '../../src/client/lib/duration';
import { judgeWearToday } from '../../src/shared/wear-goal';
import { dayStartIn } from '../../src/shared/wear-rules';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, testNow } from './support/fixtures';
import { clinicNoonTomorrow } from './support/pinned-clocks';
import { screenshotWidths, screenshotWidthsPaused } from './support/screenshots';
import { runUntilShown } from './support/toast-clock';
import { clinicBrowser, tableRows, uniquePrefix } from './admin-helpers';
import { agreeToPrivacyNotice, PHONE, showWearChart, useSignedInSession } from './patient-helpers';

test.use({
  viewport: PHONE,
  timezoneId: DEFAULT_CLINIC_TIMEZONE,
  clinicClock: clinicNoonTomorrow(),
});

const MINUTE = 60_000;
const BREAK_MINUTES = 40;
/** How much further behind the server's clock than the break the phone's starts. */
const PHONE_AHEAD_OF_BREAK_MINUTES = 5;
const PHONE_BEHIND_MINUTES = BREAK_MINUTES + PHONE_AHEAD_OF_BREAK_MINUTES;

interface WearLog {
  out: { since: string } | null;
  days: { date: string; wornMinutes: number | null; outMinutes: number | null; breaks: number }[];
}

const isWearLog = (response: Response) =>
  new URL(response.url()).pathname === '/api/wear' && response.request().method() === 'GET';
const wearCard = (page: Page) => page.getByRole('region', { name: 'Wear' });

/** The taps waiting in the phone's outbox (idb-keyval's default store). */
const waitingTaps = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ type: string; at: string }[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result
            .transaction('keyval')
            .objectStore('keyval')
            .get('tapalign-wear-outbox');
          read.onsuccess = () => resolve(read.result ?? []);
          read.onerror = () => reject(read.error);
        };
      }),
  );

test('a break logged offline on the phone reaches the server once and the clinic sees the same day', async ({
  page,
  context,
  browser,
  adminApi,
}) => {
  test.slow();

  const name = uniquePrefix('Walkthrough');
  const { patient, password } = await adminApi.registerPatient({ name, aligners: 12, steps: 2 });
  const token = await useSignedInSession(page, patient.email, password);
  await agreeToPrivacyNotice(page.request, token);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wear/events')) posts.push(request.postData() ?? '');
  });

  // The card's first answer is held until the phone's clock is paused, so the card dates its
  // figures from a known instant and everything after it moves only when the test says.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => url.pathname === '/api/wear',
    async (route) => {
      asked();
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.clock.install({ time: testNow().getTime() - PHONE_BEHIND_MINUTES * MINUTE });
  const firstAnswer = page.waitForResponse(isWearLog);
  await page.goto('/dashboard?aligner=3');
  await requested;
  // The phone's clock runs PHONE_BEHIND_MINUTES behind the server's; pause it just ahead.
  await page.clock.pauseAt(testNow().getTime() - PHONE_BEHIND_MINUTES * MINUTE + 2_000);
  const fetchedAt = await page.evaluate(() => Date.now());
  release();
  const before = ((await (await firstAnswer).json()) as WearLog).days[0]!;
  // No tap yet today: the day is not logged, so its minutes are unknown, never 24 h worn.
  expect(before).toMatchObject({ breaks: 0, wornMinutes: null, outMinutes: null });

  const card = wearCard(page);
  await runUntilShown(page, card.locator('[data-wear-chart]'));
  await showWearChart(page);
  await runUntilShown(page, card.locator('.recharts-surface'));
  // Opened from the tag: the tapped aligner's card and today's, then the Wear card.
  const regions = page.getByRole('main').getByRole('region');
  await expect(regions.first()).toHaveAccessibleName('Your tapped aligner');
  await expect(regions.nth(1)).toHaveAccessibleName('Today');
  await expect(regions.nth(2)).toHaveAccessibleName('Wear');
  await expect(card.getByText('0 breaks')).toBeVisible();

  // Offline: out, the break's minutes pass on the phone, back in.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Taking them out' }).click();
  await runUntilShown(page, card.getByRole('button', { name: 'Back in' }));
  await expect(card.getByRole('timer')).toBeVisible();
  const [out] = await waitingTaps(page);
  expect(out!.type).toBe('out');
  const outAt = Date.parse(out!.at);
  const phoneNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(outAt + BREAK_MINUTES * MINUTE - phoneNow);
  await card.getByRole('button', { name: 'Back in' }).click();
  await runUntilShown(page, card.getByRole('button', { name: 'Taking them out' }));
  const taps = await waitingTaps(page);
  expect(taps.map((tap) => tap.type)).toEqual(['out', 'in']);
  expect(Date.parse(taps[1]!.at) - outAt).toBe(BREAK_MINUTES * MINUTE);

  // The card: one break, and today's worn time is the day so far less the break.
  await expect(card.getByRole('timer')).toHaveCount(0);
  await expect(card.getByText('2 taps saved on this phone')).toBeVisible();
  await expect(card.getByText(`1 break, ${BREAK_MINUTES} min out`)).toBeVisible();
  const shownAt = await page.evaluate(() => Date.now());
  // A day not logged yet carries no minutes: the day so far is then counted from its midnight.
  const daySoFar =
    before.wornMinutes === null
      ? Math.floor((shownAt - dayStartIn(before.date, DEFAULT_CLINIC_TIMEZONE)) / MINUTE)
      : before.wornMinutes + Math.floor((shownAt - fetchedAt) / MINUTE);
  await expect(card.getByTestId('wear-today')).toHaveText(
    hoursAndMinutes(daySoFar - BREAK_MINUTES),
  );
  await screenshotWidthsPaused(page, 'wear-walkthrough-offline', [PHONE.width, 1440]);
  expect(posts).toEqual([]);

  // Online: the outbox sends both taps in one request, and the card counts from the server.
  await page.clock.resume();
  // The answer the card counts from: asked for once the batch was stored (a refresh on
  // reconnect may run beside the batch and answer without it).
  let batchAnswered = false;
  const askedAfterBatch = new Set<Request>();
  page.on('response', (response) => {
    if (response.url().endsWith('/api/wear/events')) batchAnswered = true;
  });
  page.on('request', (request) => {
    if (batchAnswered && new URL(request.url()).pathname === '/api/wear') {
      askedAfterBatch.add(request);
    }
  });
  const sent = page.waitForResponse('**/api/wear/events');
  const refreshed = page.waitForResponse(
    (response) => isWearLog(response) && askedAfterBatch.has(response.request()),
  );
  await context.setOffline(false);
  expect((await (await sent).json()) as { accepted: number }).toMatchObject({ accepted: 2 });
  const saved = (await (await refreshed).json()) as WearLog;
  const today = saved.days[0]!;
  // Logged now (it has the break's taps), so its minutes are known.
  const wornToday = today.wornMinutes!;
  expect(today.wornMinutes).not.toBeNull();
  expect(saved.out).toBeNull();
  expect(today).toMatchObject({ breaks: 1, outMinutes: BREAK_MINUTES });
  await expect(card.getByTestId('wear-waiting')).toHaveCount(0);
  await expect(card.getByText(`1 break, ${BREAK_MINUTES} min out`)).toBeVisible();
  await expect(card.getByTestId('wear-today')).toHaveText(hoursAndMinutes(wornToday));
  // The ring's arc covers today's worn share of the goal for the time gone by, for the figures
  // the card shows (the phone's clock is paused, so they hold still).
  const drawn = await card.evaluate((element) => {
    const arc = element
      .querySelector('[data-testid="wear-ring"] circle + circle')
      ?.getAttribute('stroke-dasharray');
    const [worn = 0, rest = 1] = arc?.split(' ').map(Number) ?? [];
    return worn / (worn + rest);
  });
  expect(Math.round(drawn * 100)).toBe(judgeWearToday(wornToday, BREAK_MINUTES).percent);
  await expectNoAxeViolations(page);
  expect(posts).toHaveLength(1);
  const sentTaps = (JSON.parse(posts[0]!) as { events: { type: string }[] }).events;
  expect(sentTaps.map((tap) => tap.type)).toEqual(['out', 'in']);

  // The clinic: the patient's drawer on the board shows the same day.
  const { page: admin } = await clinicBrowser(browser, adminApi, {
    timezoneId: DEFAULT_CLINIC_TIMEZONE,
  });
  await admin.goto('/admin/compliance');
  const row = tableRows(admin, 'compliance').filter({ hasText: name });
  const drawerAnswer = admin.waitForResponse(isWearLog);
  await row.getByRole('button', { name: `Wear chart of ${name}` }).click();
  const drawer = admin.getByRole('dialog', { name });
  const seen = ((await (await drawerAnswer).json()) as WearLog).days[0]!;
  // The same break; worn time has only run on since the phone asked.
  expect(seen).toMatchObject({ date: today.date, breaks: 1, outMinutes: BREAK_MINUTES });
  expect(seen.wornMinutes).toBeGreaterThanOrEqual(wornToday);
  await expect(drawer.locator('[data-wear-description]')).toContainText(
    new RegExp(` ${hoursAndMinutes(seen.wornMinutes!)}$`),
  );
  await expect(drawer).not.toContainText('Out now');
  await expect(drawer.locator('[data-wear-chart] .recharts-surface')).toBeVisible();
  // The pointer left over the chart after the click would show a day's tooltip.
  await admin.mouse.move(0, 0);
  await screenshotWidths(admin, 'wear-walkthrough-drawer', [1440]);
  await expectNoAxeViolations(admin);
  await admin.context().close();
});
