import type { Page } from '@playwright/test';
import { formatDateIN } from '../../src/shared/calendar-date';
import { expect, test, uniqueAddress } from './support/fixtures';
import {
  expectNoAxeViolations,
  openAdminPage,
  rowWith,
  screenshotAndAxe,
  signInAsAdmin,
  toast,
  uniqueName,
} from './admin-content-helpers';

/**
 * The list the page receives from `path`, read from its answer: other tests add messages and
 * subscribers meanwhile, so "first" is checked against what the page was given.
 */
async function listAnswer<T extends { createdAt: string }>(page: Page, path: string, key: string) {
  const response = await page.waitForResponse(
    (r) => new URL(r.url()).pathname === path && r.request().method() === 'GET' && r.ok(),
  );
  const rows = ((await response.json()) as Record<string, T[]>)[key]!;
  // Newest first: whatever came in after this test's row can only be above it.
  const times = rows.map((row) => Date.parse(row.createdAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  return rows;
}

test.describe('admin: messages and subscribers', () => {
  test.beforeEach(async ({ page, adminApi }) => signInAsAdmin(page, adminApi));

  test('a contact message appears at the top of Messages', async ({ page, adminApi }) => {
    const name = uniqueName('Ravi');
    const message = `Can I book a scan on Saturday?\nMornings suit me. (${name})`;
    const sent = await adminApi.request.post('/api/contact', {
      headers: { 'X-Forwarded-For': uniqueAddress() },
      data: { name, mobile: '9876500022', email: 'ravi@e2e.test', message },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    const answered = listAnswer<{ name: string; createdAt: string }>(
      page,
      '/api/contact',
      'messages',
    );
    await openAdminPage(page, '/admin/messages', 'Messages');
    const messages = await answered;
    const rows = page.getByRole('table', { name: 'contact messages' }).locator('tbody tr');
    await expect(rows.first()).toContainText(messages[0]!.name);
    const ours = messages.find((m) => m.name === name)!;
    expect(ours).toBeDefined();
    const row = rowWith(page, name);
    await expect(row).toContainText('Can I book a scan on Saturday?');
    await expect(row.getByRole('link', { name: 'ravi@e2e.test' })).toHaveAttribute(
      'href',
      'mailto:ravi@e2e.test',
    );
    await expect(row).toContainText(formatDateIN(ours.createdAt));
    await screenshotAndAxe(page, 'messages');
  });

  test('a subscriber appears first, stays when removal is cancelled, and can be removed', async ({
    page,
    adminApi,
  }) => {
    const email = `${uniqueName('reader').replace(/\s/g, '-')}@e2e.test`;
    const subscribed = await adminApi.request.post('/api/newsletter', {
      headers: { 'X-Forwarded-For': uniqueAddress() },
      data: { email },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(200);

    const answered = listAnswer<{ email: string; createdAt: string }>(
      page,
      '/api/newsletter',
      'subscribers',
    );
    await openAdminPage(page, '/admin/subscribers', 'Subscribers');
    const subscribers = await answered;
    expect(subscribers.map((s) => s.email)).toContain(email);
    const rows = page.getByRole('table', { name: 'newsletter subscribers' }).locator('tbody tr');
    await expect(rows.first()).toContainText(subscribers[0]!.email);
    await expect(rowWith(page, email)).toBeVisible();
    await screenshotAndAxe(page, 'subscribers');

    await page.setViewportSize({ width: 1440, height: 900 });
    await rowWith(page, email)
      .getByRole('button', { name: `Remove ${email}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Remove subscriber' });
    await expect(dialog).toContainText(email);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, email)).toBeVisible();

    await rowWith(page, email)
      .getByRole('button', { name: `Remove ${email}` })
      .click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Subscriber removed successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowWith(page, email)).toHaveCount(0);
  });
});
