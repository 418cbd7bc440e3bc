import { expectNoAxeViolations } from './support/axe';
import { openApplication } from './support/careers';
import { demoJobs, demoPosts } from './support/public-content';
import { expect, test } from './support/fixtures';
import { MOBILE_RULE_MESSAGE } from '../../src/shared/schemas/common';

test.describe('accessibility of the content pages (axe)', () => {
  test('/blog', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('article')).not.toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a blog post', async ({ page, request }) => {
    const [post] = await demoPosts(request);
    await page.goto(`/blog-details/${post!._id}`);
    await expect(page.getByRole('heading', { name: 'About Case Study' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/career, and with the application dialog open', async ({ page, request }) => {
    const jobs = await demoJobs(request);
    await page.goto('/career');
    const openings = page.getByRole('region', { name: 'Latest Openings' });
    await expect(openings.getByRole('button', { name: jobs[0]!.title })).toBeVisible();
    await expectNoAxeViolations(page);

    const dialog = await openApplication(page, jobs[0]!.title);
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByText(MOBILE_RULE_MESSAGE)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/contact, with its validation messages showing', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText(MOBILE_RULE_MESSAGE)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
