/**
 * The third-party live chat on a 390×844 phone (docs/design.md §4): its launcher, drawn by the
 * vendor in the screen's bottom corner, never lies over the wear log's button; once the patient
 * has scrolled that button away from it, the launcher is there again.
 */
import type { Locator, Page } from '@playwright/test';
import { addDays, todayIn } from '../../src/shared/calendar-date';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { expect, test } from './support/fixtures';
import { PHONE, dashboardLoaded, signInWithPassword } from './patient-helpers';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

/** Where the element is laid out, drawn or not (a hidden one has no `boundingBox()`). */
const boxOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });
const launcher = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Live chat' })
    .getByRole('button', { name: 'Chat with us' });

/** Whether two boxes share any pixel. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the live chat launcher never covers "Taking them out" on a phone', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient({
    aligners: 12,
    steps: 2,
    startDate: addDays(todayIn(DEFAULT_CLINIC_TIMEZONE), -30),
  });
  await page.goto('/login');
  await signInWithPassword(page, patient.email, password);
  await page.waitForURL('**/dashboard');
  await dashboardLoaded(page);
  await page.evaluate(() => window.scrollTo(0, 0));

  const wearButton = page
    .getByRole('region', { name: 'Wear' })
    .getByRole('button', { name: 'Taking them out' });
  await expect(wearButton).toBeInViewport();
  // The vendor draws its launcher a moment after its script runs: wait until it is in the page.
  await expect(page.locator('#e2e-livechat')).toBeAttached();
  const button = await boxOf(wearButton);
  const chat = await boxOf(page.locator('#e2e-livechat'));
  // Where the vendor put it, the launcher would cover the button: it steps aside meanwhile.
  expect(overlap(button, chat), 'the vendor draws over the button here').toBe(true);
  await expect(launcher(page)).toBeHidden();
  await expect(wearButton).toBeVisible();
  // Its centre is the button's own, not the launcher's: a tap there logs the break.
  const centre = { x: button.x + button.width / 2, y: button.y + button.height / 2 };
  expect(
    await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
      centre,
    ),
  ).toBe('Taking them out');
  const rightEnd = { x: button.x + button.width - 8, y: button.y + button.height - 8 };
  expect(
    await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
      rightEnd,
    ),
  ).toBe('Taking them out');

  // Scrolled so the button is well above the launcher's corner, the launcher is back.
  await page.evaluate((top) => window.scrollBy(0, top), button.y - 100);
  await expect(launcher(page)).toBeVisible();
  expect(overlap(await boxOf(wearButton), await boxOf(launcher(page)))).toBe(false);
});
