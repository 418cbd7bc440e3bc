/**
 * A parent or guardian's dashboard (docs/design.md §12): one sign-in by WhatsApp code follows
 * each child's treatment in turn, on the mother's own phone, offline too.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import {
  clinicDaysAgo,
  clinicToday,
  expect,
  expectConsoleErrors,
  test,
  uniquePhone,
  type AdminApi,
} from './support/fixtures';
import { PHONE, waitForCode } from './patient-helpers';
import { indexedDbContents, waitForServiceWorker } from './pwa-helpers';
import { screenshotWidths } from './support/screenshots';
import { expectNoAxeViolations } from './support/axe';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE, serviceWorkers: 'allow' });

/** A date of birth `years` before the clinic's today: a minor for any `years` under 18. */
const bornYearsAgo = (years: number) => {
  const [year, month, day] = clinicToday().split('-');
  return `${Number(year) - years}-${month}-${day === '29' && month === '02' ? '28' : day}`;
};

/** A child of `age` whose mother is on `motherPhone`; the eldest is shown first. */
async function registerChild(
  adminApi: AdminApi,
  child: { name: string; age: number },
  motherPhone: string,
  plan: object,
) {
  const { patient } = await adminApi.registerPatient({
    name: child.name,
    dob: bornYearsAgo(child.age),
    guardians: [{ name: 'Priya Rao', phone: motherPhone, relationship: 'mother' }],
    ...plan,
  });
  return patient;
}

/** The mother signs in on her own phone at /login-mobile with the code WhatsApp brought her. */
async function signInByCode(page: Page, phone: string) {
  await page.goto('/login-mobile');
  await page.getByLabel(/^Mobile number/).fill(`+91 ${phone.slice(0, 5)}-${phone.slice(5)}`);
  await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
  const code = await waitForCode(phone);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const whose = (page: Page) => page.getByRole('group', { name: 'Whose treatment' });
const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `${name}'s treatment` });

/** The saved answers of a child's view, in this phone's IndexedDB. */
const savedChildCache = async (page: Page, childId: string) =>
  ((await indexedDbContents(page))['keyval-store']?.keyval ?? []).some((key) =>
    key.endsWith(`:child:${childId}`),
  );

test('a mother follows her two children at 390 px: each treatment in turn, acting for them, offline too', async ({
  page,
  context,
  adminApi,
}) => {
  const mother = uniquePhone();
  // Asha (14) is on aligner 3 of 12 (two weeks each, from 30 days ago); Rohan (11) starts in a
  // week.
  const asha = await registerChild(adminApi, { name: 'Asha Rao', age: 14 }, mother, {
    aligners: 12,
    steps: 2,
    startDate: clinicDaysAgo(30),
  });
  const rohan = await registerChild(adminApi, { name: 'Rohan Rao', age: 11 }, mother, {
    aligners: 20,
    steps: 2,
    startDate: clinicDaysAgo(-7),
  });

  await signInByCode(page, mother);
  await expect(heading(page, 'Asha Rao')).toBeVisible();
  const choices = whose(page).getByRole('button');
  await expect(choices).toHaveText(['Asha Rao', 'Rohan Rao']);
  await expect(whose(page).getByRole('button', { name: 'Asha Rao' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Asha's cards, read from her record: today's aligner, her wear log without its buttons.
  await expect(page.getByText('Aligner 3', { exact: false }).first()).toBeVisible();
  const wear = page.getByTestId('wear-card');
  await expect(wear).toContainText('On track');
  await expect(wear.getByRole('button', { name: /Taking them out|Back in/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Photo check-in' })).toHaveCount(0);

  // She cannot agree to the privacy notice alone: her mother does, here.
  const agreed = page.waitForResponse(`**/api/users/${asha._id}/consent`);
  await page.getByRole('button', { name: 'I agree' }).click();
  expect((await agreed).status()).toBe(201);
  await expect(page.getByRole('button', { name: 'I agree' })).toHaveCount(0);
  await screenshotWidths(page, 'family-asha', [PHONE.width, 1440]);
  await expectNoAxeViolations(page);

  // Rohan's treatment, in turn: his own record, nothing of his sister's.
  await whose(page).getByRole('button', { name: 'Rohan Rao' }).click();
  await expect(heading(page, 'Rohan Rao')).toBeVisible();
  await expect(heading(page, 'Asha Rao')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'I agree' })).toBeVisible();
  await screenshotWidths(page, 'family-rohan', [PHONE.width, 1440]);
  await expectNoAxeViolations(page);

  // Offline, the installed app opens each child's saved treatment.
  await waitForServiceWorker(page);
  await expect.poll(() => savedChildCache(page, rohan._id)).toBe(true);
  await expect.poll(() => savedChildCache(page, asha._id)).toBe(true);
  // Offline the cards still ask first (the service worker has no copy of some answers): the
  // answers saved in IndexedDB stand.
  expectConsoleErrors(page, /net::ERR_(INTERNET_DISCONNECTED|FAILED) \(http:\/\/[^/]+\/api\//);
  await context.setOffline(true);
  await page.reload();
  await expect(heading(page, 'Asha Rao')).toBeVisible();
  await expect(page.getByText("You're offline", { exact: false })).toBeVisible();
  await expect(page.getByText('Aligner 3', { exact: false }).first()).toBeVisible();
  await whose(page).getByRole('button', { name: 'Rohan Rao' }).click();
  await expect(heading(page, 'Rohan Rao')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Rohan Rao' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Asha Rao' })).toHaveCount(0);
});
