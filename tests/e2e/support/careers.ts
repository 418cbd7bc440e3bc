import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, uniqueAddress } from './fixtures';
import { minimalPdf } from './minimal-pdf';

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

interface Applicant {
  name: string;
  /** One made from the name unless given. */
  email?: string;
  phone: string;
  /** The job's id. */
  job: string;
  about: string;
  /** The words on the resume's one page: the name unless given. */
  resumeText?: string;
}

/** Applies through the API as a visitor does, from an address of its own, with a PDF resume. */
export async function applyThroughApi(request: APIRequestContext, applicant: Applicant) {
  const { resumeText = applicant.name, ...fields } = applicant;
  const email = fields.email ?? `${fields.name.replace(/\s/g, '.').toLowerCase()}@e2e.test`;
  const applied = await request.post('/api/apply-jobs', {
    headers: { 'X-Forwarded-For': uniqueAddress() },
    multipart: {
      data: JSON.stringify({ ...fields, email }),
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf(resumeText) },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
}
