import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens a job's accordion panel and waits for its expansion to end. While the panel grows it
 * clips its content, and a click then scrolls the clipped panel: the button moves between
 * press and release, and the release lands on the text above it.
 */
export async function expandOpening(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: title }).click();
  await expect(page.getByRole('region', { name: title })).toHaveCSS('overflow', 'visible');
}

/** Expands the job's panel and presses its "Apply Now"; returns the open dialog. */
export async function openApplication(page: Page, title: string): Promise<Locator> {
  await expandOpening(page, title);
  await page.getByRole('button', { name: `Apply Now for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply Now' });
  await expect(dialog).toBeVisible();
  return dialog;
}
