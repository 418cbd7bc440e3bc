/**
 * A passkey's name (docs/design.md §9): added without one on a Pixel 7 in Chrome, it is named
 * "Pixel 7 · Chrome", a second one from the same phone reads apart, and its owner renames it in
 * place with the keyboard alone; the list in Hindi and Marathi.
 */
import { addDays } from '../../src/shared/calendar-date';
import { formatDate } from '../../src/shared/display-dates';
import { LANGUAGE_COOKIE } from '../../src/shared/languages';
import { addVirtualAuthenticator, closeToasts } from './passkey-helpers';
import { PHONE, toast, useSignedInSession } from './patient-helpers';
import { expectNoAxeViolations, gotoReady } from './public-helpers';
import { E2E_BASE_URL } from './support/config';
import { expect, expectConsoleErrors, test, testNow } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';

const PIXEL_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.use({ userAgent: PIXEL_CHROME, viewport: PHONE });

test('a passkey is named after its phone and browser, and renamed in place by keyboard', async ({
  page,
  context,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await useSignedInSession(page, patient.email, password);
  await addVirtualAuthenticator(page);
  await gotoReady(page, '/passkeys');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(toast(page, 'Passkey added. Next time, sign in with it.')).toBeVisible();
  await closeToasts(page);
  const named = page.getByRole('listitem', { name: 'Pixel 7 · Chrome' });
  await expect(named).toBeVisible();
  // Added today, in the one date format (the phone's own day: before or after the UTC midnight).
  const today = testNow().toISOString().slice(0, 10);
  const days = [addDays(today, -1), today, addDays(today, 1)].map((day) => formatDate(day, 'en'));
  await expect(named).toContainText(new RegExp(`Added (${days.join('|')}) · Not used yet`));

  // Renamed with the keyboard alone: Enter opens the field on the name, Enter saves.
  const rename = named.getByRole('button', { name: 'Rename Pixel 7 · Chrome' });
  await rename.focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'New name of the passkey' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Pixel 7 · Chrome');
  await screenshotWidths(page, 'passkey-rename', [PHONE.width, 1440]);
  await expectNoAxeViolations(page);
  // Nothing: the rule's message, in the field (the server's 400 is what says it).
  expectConsoleErrors(page, /status of 400 .*\/api\/passkeys\//);
  await field.fill(' ');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription('Name is required');
  // Escape keeps the name and gives the focus back to "Rename".
  await page.keyboard.press('Escape');
  await expect(rename).toBeFocused();
  await page.keyboard.press('Enter');
  await field.fill('Work phone');
  await page.keyboard.press('Enter');
  const renamed = page.getByRole('listitem', { name: 'Work phone' });
  await expect(renamed).toBeVisible();
  await expect(renamed.getByRole('button', { name: 'Rename Work phone' })).toBeFocused();
  await expect(named).toHaveCount(0);

  // In Hindi and Marathi, the list and the field in the patient's words.
  for (const [language, renameLabel, fieldLabel] of [
    ['hi', 'नाम बदलें', 'पासकी का नया नाम'],
    ['mr', 'नाव बदला', 'पासकीचे नवीन नाव'],
  ] as const) {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: E2E_BASE_URL }]);
    await gotoReady(page, '/passkeys');
    const row = page.getByRole('listitem', { name: 'Work phone' });
    await expect(row).toContainText(formatDate(today, language).split(' ')[1]!);
    await row.getByRole('button', { name: renameLabel }).click();
    await expect(page.getByRole('textbox', { name: fieldLabel })).toBeFocused();
    await screenshotWidths(page, `passkey-rename-${language}`, [PHONE.width, 1440]);
    await expectNoAxeViolations(page);
  }
});
