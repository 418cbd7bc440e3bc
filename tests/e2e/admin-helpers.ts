/** Shared steps of the admin specs (tests/e2e/admin-*.spec.ts). */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/config';
import { expect, type AdminApi } from './support/fixtures';
import { signInContext } from './public-helpers';

export const DESKTOP_WIDE = { width: 1440, height: 900 };
export const TABLET = { width: 768, height: 1024 };

/** A name prefix no other test uses, so searches find this test's patients only. */
export const uniquePrefix = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

/** Every page of this browser context starts signed in as the e2e admin. */
export const signInAsAdmin = (page: Page, adminApi: AdminApi) =>
  signInContext(page, adminApi.request, E2E_ADMIN);

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root', { hasText: text });

/** The admin table named by its rows ("patients"): its body rows. */
export const tableRows = (page: Page, name: string) =>
  page.getByRole('table', { name }).locator('tbody tr');

/** The API as the e2e admin, for checks and set-up the page does not show. */
export async function adminGet<T>(adminApi: AdminApi, path: string): Promise<T> {
  const response = await adminApi.request.get(path, {
    headers: { Authorization: `Bearer ${adminApi.token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}
