/**
 * The clinic's WhatsApp inbox (docs/design.md "WhatsApp") at 1440 and 390 px: conversations
 * newest first with unread counts, a patient's thread beside their plan with each message's
 * delivery status (a code never shown), a reply while the 24-hour window is open, the box
 * explaining a closed window, and the patient page's card of recent messages leading to the
 * thread.
 *
 * What numbers wrote and how messages fared arrive by the Cloud API's webhook; they are written
 * here into a database of this spec's own, which a server of its own then serves.
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { openDatabase } from '../../src/server/db/database';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { patientGuardians } from '../../src/server/db/schema';
import { insertAdmin, insertPatient } from '../factories/users';
import { insertInbound, insertOutbound } from '../factories/whatsapp';
import { E2E_ADMIN, E2E_TMP } from './support/config';
import { expectNoAxeViolations } from './support/axe';
import { startOwnServer, stopOwnServer } from './support/own-server';
import { screenshotWidths } from './support/screenshots';
import { clinicDaysAgo, expect, test, uniquePhone } from './support/fixtures';
import { signInContext } from './public-helpers';
import { uniquePrefix } from './admin-helpers';

const HOUR = 3_600_000;
const OLDER_CONVERSATIONS = 100;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/**
 * Meera wrote an hour ago (the window open); Ravi 30 hours ago (closed); a number of no
 * patient ten minutes ago. Meera was sent a code, a change-day reminder she read, and a review
 * notice WhatsApp refused (not a WhatsApp number).
 */
async function seed(dataDir: string, prefix: string) {
  const database = await openDatabase({ dataDir: `${dataDir}/pglite` });
  const plan = { startDate: clinicDaysAgo(20), aligners: 12, steps: 2 };
  try {
    const meera = await insertPatient(database.db, { name: `${prefix} Meera`, ...plan });
    const ravi = await insertPatient(database.db, { name: `${prefix} Ravi`, ...plan });
    const stranger = uniquePhone();
    const { db } = database;
    await insertOutbound(db, {
      to: meera.phone!,
      createdAt: ago(5),
      template: 'tapalign_code',
      parameters: ['482913'],
      status: 'delivered',
    });
    await insertOutbound(db, {
      to: meera.phone!,
      createdAt: ago(4),
      template: 'tapalign_review',
      status: 'failed',
      errorCode: 131026,
      errorTitle: '(#131026) Message undeliverable',
    });
    await insertOutbound(db, {
      to: meera.phone!,
      createdAt: ago(3),
      template: 'tapalign_switch',
      parameters: ['2', '12'],
      status: 'read',
    });
    await insertInbound(db, { phone: meera.phone!, sentAt: ago(2), text: 'It feels tight.' });
    const meeraWroteAt = ago(1);
    await insertInbound(db, { phone: meera.phone!, sentAt: meeraWroteAt, text: 'Is that normal?' });
    await insertInbound(db, { phone: ravi.phone!, sentAt: ago(30), readAt: ago(29) });
    await insertInbound(db, { phone: stranger, sentAt: ago(0.2), text: 'What does it cost?' });
    // Asha's mother, who follows her treatment, wrote an hour and a half ago.
    const asha = await insertPatient(db, { name: `${prefix} Asha`, ...plan });
    const mother = await insertAdmin(db, {
      role: 'guardian',
      name: `${prefix} Priya`,
      phone: uniquePhone(),
    });
    await db
      .insert(patientGuardians)
      .values({ patientId: asha.id, guardianId: mother.id, relationship: 'mother' });
    await insertInbound(db, { phone: mother.phone!, sentAt: ago(1.5), text: 'Asha lost one.' });
    // A busy inbox: a hundred older conversations, all read, behind "Show older conversations".
    for (let i = 0; i < OLDER_CONVERSATIONS; i++) {
      // This spec's own database: numbers of its own, 6000000000 on.
      const phone = String(6_000_000_000 + i);
      await insertInbound(db, { phone, sentAt: ago(48 + i), readAt: ago(47) });
    }
    return { meera, ravi, stranger, mother, meeraWroteAt };
  } finally {
    await database.close();
  }
}

async function inboxJourney(browser: Browser, width: number) {
  const dir = `${E2E_TMP}/admin-whatsapp-${width}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(`${dir}/data`, { recursive: true });
  const prefix = uniquePrefix('WhatsApp');
  const { meera, ravi, stranger, mother, meeraWroteAt } = await seed(`${dir}/data`, prefix);
  const server = await startOwnServer({ dataDir: `${dir}/data` });
  const context = await browser.newContext({
    baseURL: server.origin,
    viewport: { width, height: width > 800 ? 900 : 844 },
    timezoneId: DEFAULT_CLINIC_TIMEZONE,
  });
  try {
    const page = await context.newPage();
    await signInContext(page, context.request, E2E_ADMIN);
    if (width > 800) {
      await page.goto('/admin/dashboard');
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'WhatsApp' })
        .click();
    } else {
      await page.goto('/admin/whatsapp');
    }
    await expect(page.getByRole('heading', { name: 'WhatsApp', level: 1 })).toBeVisible();

    // Newest first; Meera's two messages unread; the stranger is no patient; Asha's mother is
    // named as hers.
    const list = page.getByRole('navigation', { name: 'Conversations' }).getByRole('link');
    // The newest hundred; the rest one click away.
    await expect(list).toHaveCount(100);
    await expect(list.nth(0)).toContainText(`+91 ${stranger.slice(0, 5)} ${stranger.slice(5)}`);
    await expect(list.nth(0)).toContainText('Not a patient');
    await expect(list.nth(1)).toHaveAccessibleName(`${prefix} Meera, 2 unread`);
    await expect(list.nth(2)).toHaveAccessibleName(`${prefix} Priya, 1 unread`);
    await expect(list.nth(2)).toContainText(`Parent or guardian of ${prefix} Asha`);
    await expect(list.nth(3)).toHaveAccessibleName(`${prefix} Ravi`);
    const older = page.getByRole('button', { name: 'Show older conversations' });
    await older.click();
    await expect(list).toHaveCount(4 + OLDER_CONVERSATIONS);
    await expect(older).toHaveCount(0);
    await screenshotWidths(page, 'admin-whatsapp-list', [width]);
    await expectNoAxeViolations(page);

    // Meera's thread: her plan, every message with its status, a code never shown.
    await list.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`phone=${meera.phone}`));
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(page.getByRole('heading', { name: `${prefix} Meera`, level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Treatment plan' })).toContainText(
      'Aligner 2 of 12',
    );
    await expect(thread.getByRole('listitem')).toHaveCount(5);
    await expect(thread.getByRole('listitem').nth(0)).toContainText('Sign-in code (hidden)');
    await expect(thread).not.toContainText('482913');
    await expect(thread.getByRole('listitem').nth(1)).toContainText(
      'failed: not a WhatsApp number',
    );
    await expect(thread.getByRole('listitem').nth(2)).toContainText('switch to aligner 2 of 12');
    await expect(thread.getByRole('listitem').nth(4)).toContainText('Is that normal?');
    const closes = new Date(meeraWroteAt.getTime() + 24 * HOUR);
    const hhmm = closes.toLocaleTimeString('en-IN', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: DEFAULT_CLINIC_TIMEZONE,
    });
    await expect(page.getByText(new RegExp(`^Window open until ${hhmm}`))).toBeVisible();

    // A reply, typed and sent from the keyboard.
    const box = page.getByRole('textbox', { name: 'Reply on WhatsApp' });
    await box.fill('Yes, for the first two days. Call us if it lasts.');
    await box.press('Control+Enter');
    const sent = thread.getByRole('listitem').filter({ hasText: 'Call us if it lasts.' });
    await expect(sent).toBeVisible();
    await expect(box).toHaveValue('');
    // The reply brings Meera to the top; reading the thread marked it read.
    if (width < 800) await page.getByRole('link', { name: '← All conversations' }).click();
    await expect(list.nth(0)).toHaveAccessibleName(`${prefix} Meera`);
    // The console sender takes it at once; the thread shows it sent on its next refresh.
    if (width < 800) await list.nth(0).click();
    await expect(sent.getByText('sent', { exact: true })).toBeVisible({ timeout: 45_000 });
    await screenshotWidths(page, 'admin-whatsapp-thread', [width]);
    await expectNoAxeViolations(page);

    // Ravi last wrote 30 hours ago: the box says why it cannot send.
    await page.goto(`/admin/whatsapp?phone=${ravi.phone}`);
    await expect(page.getByText(/The 24-hour window is closed/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Reply on WhatsApp' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await screenshotWidths(page, 'admin-whatsapp-closed', [width]);
    await expectNoAxeViolations(page);

    // The mother's thread says whose parent she is, and no plan of her own.
    await page.goto(`/admin/whatsapp?phone=${mother.phone}`);
    await expect(page.getByRole('heading', { name: `${prefix} Priya`, level: 2 })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: `Parent or guardian of ${prefix} Asha` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Treatment plan' })).toHaveCount(0);
    await expect(page.getByText('Asha lost one.')).toBeVisible();
    await screenshotWidths(page, 'admin-whatsapp-guardian', [width]);
    await expectNoAxeViolations(page);

    // Meera's record shows her latest messages and leads to the thread.
    await page.goto(`/admin/users?q=${meera.phone}`);
    await page.getByRole('button', { name: `View ${prefix} Meera` }).click();
    const view = page.getByRole('dialog', { name: `Patient details: ${prefix} Meera` });
    const recent = view.getByRole('list', { name: 'WhatsApp messages' });
    await expect(recent.getByRole('listitem')).toHaveCount(5);
    await expect(recent.getByRole('listitem').nth(0)).toContainText('Call us if it lasts.');
    await expect(recent).toContainText('failed: not a WhatsApp number');
    await screenshotWidths(page, 'admin-whatsapp-patient-card', [width]);
    await expectNoAxeViolations(page);
    await view.getByRole('link', { name: 'Open the WhatsApp conversation' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/whatsapp\\?phone=${meera.phone}`));
    await expect(page.getByRole('heading', { name: `${prefix} Meera`, level: 2 })).toBeVisible();
  } finally {
    await context.close();
    await stopOwnServer(server);
  }
}

test('the inbox at 1440 px: list, thread, reply, closed window, patient card', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  await inboxJourney(browser, 1440);
});

test('the inbox at 390 px: the list and the thread take the screen in turn', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  await inboxJourney(browser, 390);
});
