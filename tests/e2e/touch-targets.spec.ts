/**
 * Phones: every tap target at least 44 × 44 px, and the end of the treatment
 * timeline reached by scrolling the page, with no inner box holding the finger.
 */
import type { Locator, Page } from '@playwright/test';
import { ISSUE_RATE_LIMIT } from '../../src/shared/constants';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { openApplication } from './support/careers';
import { demoJobs } from './support/public-content';
import { PHONE, signInWithPassword } from './patient-helpers';

test.use({ viewport: PHONE });

/**
 * Visible interactive elements smaller than 44 px either way (Mantine's hidden helpers aside),
 * in the whole page or in one dialog. A checkbox is tapped through its label: the label counts.
 * In a dialog, a roving-focus widget's items (a calendar's days) count too, focusable or not.
 */
const smallTargets = (page: Page, dialog?: string) =>
  page.evaluate((dialogName) => {
    const selector =
      'a[href], button, [role="button"], select, textarea:not([aria-hidden="true"]), input:not([type="hidden"]):not([type="file"])';
    const scope = dialogName
      ? [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
          (el) =>
            el.getAttribute('aria-labelledby') &&
            document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent ===
              dialogName,
        )
      : document.body;
    if (!scope) return [`no dialog named "${dialogName}"`];
    const tapped = (el: HTMLElement): HTMLElement =>
      el instanceof HTMLInputElement && el.type === 'checkbox'
        ? (document.querySelector<HTMLElement>(`label[for="${el.id}"]`) ??
          el.closest('label') ??
          el)
        : el;
    return [...scope.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.tabIndex >= 0 || (dialogName && el.tagName === 'BUTTON'))
      .map(tapped)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return false;
        if (el.closest('[aria-hidden="true"]')) return false;
        return box.width < 44 || box.height < 44;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30);
        return `${el.tagName} "${name}" ${+box.width.toFixed(2)}×${+box.height.toFixed(2)}`;
      });
  }, dialog);

test('public pages and both sign-in steps have no tap target under 44 × 44 px', async ({
  page,
}) => {
  for (const path of ['/', '/login', '/login-mobile', '/contact', '/career']) {
    await page.goto(path);
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await smallTargets(page), path).toEqual([]);
  }
  await page.goto('/login-mobile');
  await page.getByLabel(/^Mobile number/).fill('91234 00003');
  await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
  const boxes = page.getByRole('textbox', { name: /^Digit \d of 6$/ });
  await expect(boxes).toHaveCount(6);
  expect(await smallTargets(page)).toEqual([]);
  // The six boxes sit inside the card.
  const card = (await page.locator('form', { has: boxes.first() }).boundingBox())!;
  const last = (await boxes.nth(5).boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(card.x + card.width);
});

test('the dashboard: 44 px targets, and "Treatment ends" reached by scrolling the page', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient({ aligners: 30 });
  await page.goto('/login');
  await signInWithPassword(page, patient.email, password);
  const timeline = page.getByRole('region', { name: /Treatment timeline/ });
  await expect(timeline).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  // The timeline is not a scroll box of its own on a phone...
  await page.getByRole('button', { name: 'Show all 31 events' }).click();
  await expect(page.getByText('Treatment ends')).toBeAttached();
  expect(await smallTargets(page)).toEqual([]);
  const inner = await timeline.evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(inner).toBe(0);
  // ...so a swipe over it moves the page until the end of the treatment shows.
  const box = (await timeline.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 100, PHONE.height - 50));
  const end = page.getByText('Treatment ends');
  const endTop = (await end.boundingBox())!.y;
  await page.mouse.wheel(0, endTop - PHONE.height / 2);
  await expect(end).toBeInViewport();
});

/** A dialog measured once its opening transition (a scale and a fade) has ended. */
async function settled(dialog: Locator): Promise<Locator> {
  await expect(dialog).toHaveCSS('transform', /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  await expect(dialog).toHaveCSS('opacity', '1');
  return dialog;
}

test('dialogs: every button, day and checkbox label at least 44 × 44 px', async ({
  page,
  adminApi,
  request,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await page.goto('/login');
  await signInWithPassword(page, patient.email, password);
  await page.getByRole('button', { name: 'Got any issues?' }).click();
  const issue = page.getByRole('dialog', { name: 'Got any issues?' });
  await settled(issue);
  expect.soft(await smallTargets(page, 'Got any issues?')).toEqual([]);
  // The whole label row toggles the box.
  const pause = issue.locator('label', {
    hasText: 'Pause my treatment progress until this is resolved',
  });
  const pauseBox = (await pause.boundingBox())!;
  expect(Math.min(pauseBox.width, pauseBox.height)).toBeGreaterThanOrEqual(44);
  await pause.click({ position: { x: pauseBox.width - 4, y: pauseBox.height - 4 } });
  await expect(issue.getByRole('checkbox')).toBeChecked();
  await issue.getByLabel(/^Issue type/).selectOption('Pain or discomfort');
  await issue.getByRole('button', { name: 'Submit' }).click();
  await expect(issue).toBeHidden();

  await page.getByRole('button', { name: 'Resume your treatment' }).click();
  const resume = page.getByRole('dialog', { name: 'Issue fixed!' });
  await settled(resume);
  expect.soft(await smallTargets(page, 'Issue fixed!')).toEqual([]);
  await resume.getByRole('button', { name: 'Close' }).click();
  await expect(resume).toBeHidden();

  const [job] = await demoJobs(request);
  await page.goto('/career');
  const apply = await settled(await openApplication(page, job!.title));
  expect.soft(await smallTargets(page, 'Apply Now')).toEqual([]);
  await apply.getByLabel('Full name').fill('Kiran Das');
  await apply.getByRole('button', { name: 'Close' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard your application?' });
  await settled(confirm);
  expect.soft(await smallTargets(page, 'Discard your application?')).toEqual([]);
});

test(`the issue dialog says why after ${ISSUE_RATE_LIMIT.max} issues in an hour`, async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await page.goto('/login');
  await signInWithPassword(page, patient.email, password);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('dentistAuthToken'));
  for (let i = 0; i < ISSUE_RATE_LIMIT.max; i++) {
    const res = await page.request.post('/api/issue-query', {
      headers: { Authorization: `Bearer ${token}` },
      data: { issueType: 'Other (please specify)', description: 'Loose', addedBy: patient._id },
    });
    expect(res.status()).toBe(201);
  }
  expectConsoleErrors(page, /status of 429 .*\/api\/issue-query/);
  await page.getByRole('button', { name: 'Got any issues?' }).click();
  const issue = page.getByRole('dialog', { name: 'Got any issues?' });
  await issue.getByLabel(/^Issue type/).selectOption('Pain or discomfort');
  await issue.getByRole('button', { name: 'Submit' }).click();
  const alert = issue.getByRole('alert');
  await expect(alert).toContainText('Too many issues reported');
  await expect(alert).toContainText(
    `You have reported ${ISSUE_RATE_LIMIT.max} issues in the last hour`,
  );
  await expect(issue).toBeVisible();
});
