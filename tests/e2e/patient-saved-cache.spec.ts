/**
 * The dashboard saved for offline use (docs/design.md §4, src/client/lib/persister.ts): one saved
 * copy per signed-in session, never restored for another patient on the same phone, and never
 * restored from an older version of the app. The answers the app asks for are held back, so
 * whatever the page shows meanwhile can only come from the saved copy.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, dropPageSession, signInWithPassword, useSignedInSession } from './patient-helpers';
import { savedQueryCaches, writeSavedQueryCache } from './pwa-helpers';

test.use({ viewport: PHONE });

/** Holds back the plan's answers until `release` is called. */
async function holdPlanAnswers(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/(users\/current-user|timeline)$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const savedText = async (page: Page) =>
  (await savedQueryCaches(page)).map(([, value]) => value).join('\n');

test('a second patient signing in on the same phone never sees the first one’s plan', async ({
  page,
  adminApi,
}) => {
  const a = await adminApi.registerPatient({ name: 'Asha First' });
  const b = await adminApi.registerPatient({ name: 'Bina Second' });
  await page.goto('/login');
  await signInWithPassword(page, a.patient.email, a.password);
  await expect(page.getByRole('heading', { name: a.patient.name })).toBeVisible();
  await expect.poll(() => savedText(page)).toContain(a.patient.email);

  await page.getByRole('button', { name: /^Hi,/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithPassword(page, b.patient.email, b.password);
  await expect(page.getByRole('heading', { name: b.patient.name })).toBeVisible();
  await expect.poll(() => savedText(page)).toContain(b.patient.email);
  const saved = await savedText(page);
  expect(saved).not.toContain(a.patient.email);
  expect(saved).not.toContain(a.patient._id);
  expect(await savedQueryCaches(page)).toHaveLength(1);

  // Opened again with no answer from the server: the saved plan is B's, and only B's. (The
  // page's shell, as the installed app's worker answers it: the server draws no plan.)
  await dropPageSession(page);
  const release = await holdPlanAnswers(page);
  const asked = page.waitForRequest(/\/api\/users\/current-user$/);
  await page.reload();
  await asked;
  // (The header greets from the saved copy at once; the dashboard waits for its answers.)
  await expect(page.getByRole('button', { name: 'Hi, Bina' })).toBeVisible();
  await expect(page.getByText(/Asha/)).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Bina Second' })).toBeVisible();
  await expect(page.getByText(/Asha/)).toHaveCount(0);
});

for (const version of ['this', 'an older'] as const) {
  test(`a saved copy from ${version} version of the app is ${version === 'this' ? '' : 'not '}restored`, async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient();
    await useSignedInSession(page, patient.email, password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: patient.name })).toBeVisible();
    await expect.poll(() => savedText(page)).toContain(patient.email);

    // The saved copy, marked with a name only it holds (and, for an older app, its version).
    const [[key, value]] = (await savedQueryCaches(page)) as [[string, string]];
    const saved = JSON.parse(value.replaceAll(patient.name, 'Savedcopy Name')) as {
      buster: string;
    };
    if (version === 'an older') saved.buster = `${saved.buster}-older`;
    // Written from a page of the origin that is not the app: the open app would save its own
    // copy over this one at its next save.
    await page.goto('/api/config');
    await writeSavedQueryCache(page, key, JSON.stringify(saved));

    await dropPageSession(page);
    const release = await holdPlanAnswers(page);
    const asked = page.waitForRequest(/\/api\/users\/current-user$/);
    await page.goto('/dashboard');
    await asked;
    // The header greets from the saved copy at once (the dashboard waits for its answers).
    const savedGreeting = page.getByRole('button', { name: 'Hi, Savedcopy' });
    if (version === 'this') {
      await expect(savedGreeting).toBeVisible();
    } else {
      // Dropped, not shown: the page waits for the server instead.
      await expect.poll(() => savedText(page)).not.toContain('Savedcopy Name');
      await expect(savedGreeting).toHaveCount(0);
      await expect(page.getByText(/Savedcopy/)).toHaveCount(0);
    }
    release();
    await expect(page.getByRole('heading', { name: patient.name })).toBeVisible();
  });
}
