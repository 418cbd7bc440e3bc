/**
 * The admin's CSP Reports page at 1440 px (and 390 px): counts of what browsers blocked, the
 * host names as the server shortened them (anyone can send a report), and "Clear all", which
 * asks first.
 */
import { DESKTOP_WIDE, signInAsAdmin, toast } from './admin-helpers';
import { expectNoAxeViolations, gotoReady } from './public-helpers';
import { expect, test } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';

const violation = (blockedURL: string) => ({
  type: 'csp-violation',
  age: 1,
  url: 'http://localhost/',
  user_agent: 'Mozilla/5.0',
  body: {
    documentURL: 'http://localhost/',
    blockedURL,
    effectiveDirective: 'img-src',
    disposition: 'enforce',
  },
});

test('the admin reads CSP counts with shortened host names, and clears them after confirming', async ({
  page,
  adminApi,
}) => {
  await page.setViewportSize(DESKTOP_WIDE);
  const sent = await adminApi.request.post('/api/csp-reports', {
    headers: { 'Content-Type': 'application/reports+json' },
    data: JSON.stringify([
      violation('https://call-9999999999.refund.desk.example/a.png'),
      violation('https://cdn.example/b.png'),
    ]),
  });
  expect(sent.status()).toBe(204);

  await signInAsAdmin(page, adminApi);
  await gotoReady(page, '/admin/csp-reports');
  await expect(page.getByRole('heading', { name: 'CSP Reports', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'CSP reports' });
  await expect(table).toContainText('https://*.desk.example');
  await expect(table).toContainText('https://cdn.example');
  await expect(table).not.toContainText('refund');
  await screenshotWidths(page, 'admin-csp-reports', [390, 1440]);
  await expectNoAxeViolations(page);

  // "Clear all" asks first; Cancel keeps every count.
  await page.getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear CSP reports' });
  await expect(dialog).toContainText('Delete every count?');
  await screenshotWidths(page, 'admin-csp-reports-clear', [390, 1440]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(table).toContainText('https://cdn.example');

  await page.getByRole('button', { name: 'Clear all' }).click();
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await expect(toast(page, /^Cleared \d+ counts?\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No CSP violations reported.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear all' })).toBeDisabled();
});
