/**
 * Toasts on a phone: at most 3 show at once, and they sit at the bottom of the screen, clear
 * of the sign-in forms a patient is correcting (the heading, the fields and the button).
 */
import type { Locator, Page } from '@playwright/test';
import { TOAST_MAX_VISIBLE } from '../../src/shared/constants';
import { waitForAnimationsToSettle } from './support/animations';
import { expect, test, uniqueAddress } from './support/fixtures';
import { openLoginOnPausedClock, PHONE, signInRefused, typeWrongCode } from './patient-helpers';

test.use({ viewport: PHONE });

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

/** Moves the paused clock on until `count` toasts show (the host loads with the first one). */
async function runUntilToasts(page: Page, count: number) {
  const deadline = Date.now() + 20_000;
  while ((await toasts(page).count()) < count) {
    if (Date.now() > deadline) await expect(toasts(page)).toHaveCount(count, { timeout: 1 });
    await page.clock.runFor(100);
  }
  await page.clock.runFor(500); // their entrance, well inside the 4 s they stay
  await waitForAnimationsToSettle(page); // its slide runs on the real clock
}

/** No toast overlaps any of `targets`, and each toast is inside the screen. */
async function expectClearOf(page: Page, targets: Locator[]) {
  const boxes = await toasts(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const r = node.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const target of targets) {
    const t = (await target.boundingBox())!;
    for (const box of boxes) {
      const overlaps =
        box.left < t.x + t.width && box.right > t.x && box.top < t.y + t.height && box.bottom > t.y;
      expect(overlaps, `a toast covers ${target.toString()}`).toBe(false);
    }
  }
  for (const box of boxes) {
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(PHONE.height);
  }
}

test('wrong passwords: at most 3 toasts, below the form, never over its fields', async ({
  page,
  adminApi,
}) => {
  const patient = await openLoginOnPausedClock(page, adminApi);
  for (let attempt = 1; attempt <= TOAST_MAX_VISIBLE + 1; attempt++) {
    // Four tries can land within the per-address limit's 10 s (3 tries) on a fast machine:
    // each comes from its own address, so every one reaches the password check.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() });
    await signInRefused(page, patient.email, `not the right passphrase ${attempt}`);
    await runUntilToasts(page, Math.min(attempt, TOAST_MAX_VISIBLE));
  }
  await expect(toasts(page)).toHaveCount(TOAST_MAX_VISIBLE);
  await expectClearOf(page, [
    page.getByRole('heading', { level: 1 }),
    page.getByRole('textbox', { name: 'Email', exact: true }),
    page.getByLabel(/^Password/),
    page.getByRole('button', { name: "Let's Go" }),
  ]);
});

test('a wrong WhatsApp code: the toast stays clear of the code boxes', async ({
  page,
  adminApi,
}) => {
  const { patient } = await adminApi.registerPatient();
  await page.goto('/login-mobile');
  await page.getByLabel(/^Mobile number/).fill(patient.phone);
  await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await typeWrongCode(page, patient.phone);
  await expect(toasts(page).first()).toBeInViewport();
  await waitForAnimationsToSettle(page); // mid-entrance, the toast is still partly off screen
  await expectClearOf(page, [
    page.getByRole('heading', { name: 'Verify OTP' }),
    page.getByRole('group', { name: 'One-time code' }).or(page.getByLabel('One-time code')),
    page.getByRole('button', { name: 'Verify & Continue' }),
  ]);
});
