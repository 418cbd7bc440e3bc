import { expect, test, uniqueAddress } from './support/fixtures';
import {
  expectNoAxeViolations,
  openAdminPage,
  rowWith,
  screenshotWidths,
  signInAsAdmin,
  toast,
  uniqueName,
} from './admin-content-helpers';

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

    await openAdminPage(page, '/admin/messages', 'Messages');
    const rows = page.getByRole('table', { name: 'contact messages' }).locator('tbody tr');
    await expect(rows.first()).toContainText(name);
    const row = rowWith(page, name);
    await expect(row).toContainText('Can I book a scan on Saturday?');
    await expect(row.getByRole('link', { name: 'ravi@e2e.test' })).toHaveAttribute(
      'href',
      'mailto:ravi@e2e.test',
    );
    await expect(row).toContainText(new Date().toLocaleDateString('en-IN'));
    await screenshotWidths(page, 'messages');
    await expectNoAxeViolations(page);
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

    await openAdminPage(page, '/admin/subscribers', 'Subscribers');
    const rows = page.getByRole('table', { name: 'newsletter subscribers' }).locator('tbody tr');
    await expect(rows.first()).toContainText(email);
    await screenshotWidths(page, 'subscribers');
    await expectNoAxeViolations(page);

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
