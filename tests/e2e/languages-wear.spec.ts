/**
 * The Wear card and the photo check-in on a phone (390 px) in Hindi and Marathi: the card's
 * figures, break, button, switch and chart read in Hindi, durations and counts in its plural
 * forms; the check-in's three guided photos, its review and the sent check-in in the list read
 * in Marathi, the date in Marathi's own format. Each passes axe (undecided contrast counted as a
 * failure) and is photographed at 390 and 1440 px when SCREENSHOT_DIR is set.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { formatDate } from '../../src/shared/display-dates';
import { dayStartIn } from '../../src/shared/wear-rules';
import { expectNoAxeViolations } from './support/axe';
import { clinicToday, expect, test, testNow } from './support/fixtures';
import { clinicNoonTomorrow } from './support/pinned-clocks';
import { screenshotWidths } from './support/screenshots';
import {
  agreeToPrivacyNotice,
  PHONE,
  recordToasts,
  shownToasts,
  showWearChart,
  useSignedInSession,
} from './patient-helpers';

// Noon at the clinic: a break of minutes within today, whatever the hour the test runs at.
test.use({
  viewport: PHONE,
  timezoneId: DEFAULT_CLINIC_TIMEZONE,
  clinicClock: clinicNoonTomorrow(),
});
// Photos decoded and shrunk in the browser, and axe over a whole dashboard twice a test: on a
// loaded machine a test needs more than the suite's usual upper bound.
test.slow();

const WIDTHS = [PHONE.width, 1440] as const;

test('the Wear card in Hindi: figures, break, button, switch and chart', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  const token = await useSignedInSession(page, patient.email, password);
  await agreeToPrivacyNotice(adminApi.request, token);
  // Out for up to 30 minutes, within today's clinic day.
  const midnight = dayStartIn(clinicToday(), DEFAULT_CLINIC_TIMEZONE);
  const since = new Date(Math.max(testNow().getTime() - 30 * 60_000, midnight)).toISOString();
  const posted = await adminApi.request.post('/api/wear/events', {
    headers: { Authorization: `Bearer ${token}` },
    data: { events: [{ id: crypto.randomUUID(), type: 'out', at: since }] },
  });
  expect(posted.ok(), await posted.text()).toBeTruthy();

  await page.goto('/dashboard?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const card = page.getByRole('region', { name: 'पहनने का समय' });
  await showWearChart(page);
  await expect(card.locator('.recharts-surface')).toBeVisible();
  // Hours and minutes; minutes alone in the clinic day's first hour.
  await expect(card.getByTestId('wear-today')).toHaveText(/^(\d+ (घंटा|घंटे)( \d+ मिनट)?|\d+ मिनट)$/);
  // Today judged against the goal for the time gone by, never against 22 h.
  await expect(card.getByTestId('wear-pace')).toHaveText(
    /^(सही राह पर|पीछे हैं): अब तक का लक्ष्य .+ है$/,
  );
  await expect(card.getByText('इतनी देर से बाहर')).toBeVisible();
  await expect(card.getByRole('timer')).toBeVisible();
  // The break nudge lives in the Reminders card, off until a reminder can reach the phone.
  await expect(page.getByRole('switch', { name: '1 घंटा बाहर रहने पर याद दिलाएँ' })).toBeDisabled();
  await expect(card.getByRole('heading', { name: 'पिछले 14 दिन' })).toBeVisible();
  // No past day has a tap: none is counted as worn, and the card says how to log.
  await expect(
    card.getByText('अभी तक कोई दिन दर्ज नहीं हुआ: जब भी अलाइनर निकालें, “अलाइनर निकाल रहे हैं” दबाएँ।'),
  ).toBeVisible();
  for (const legend of ['लक्ष्य 22 घंटे', '22 घंटे या ज़्यादा', '22 घंटे से कम', 'आज अब तक']) {
    await expect(card.getByText(legend, { exact: true })).toBeVisible();
  }
  await expect(card.getByText('आज', { exact: true })).toBeVisible();
  await screenshotWidths(page, 'wear-hi', WIDTHS);
  await expectNoAxeViolations(page);

  const sent = page.waitForResponse('**/api/wear/events');
  await card.getByRole('button', { name: 'वापस लगा लिए' }).click();
  expect((await sent).ok()).toBeTruthy();
  await expect(card.getByRole('button', { name: 'अलाइनर निकाल रहे हैं' })).toBeVisible();
  await expect(card.getByText(/^1 बार निकाले, \d+ मिनट बाहर$/)).toBeVisible();
  await expect(card.getByRole('timer')).toHaveCount(0);
  await screenshotWidths(page, 'wear-in-hi', [PHONE.width]);
  await expectNoAxeViolations(page);
});

test('the photo check-in in Marathi: three guided photos, the review and the list', async ({
  page,
  adminApi,
}) => {
  const photo = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: { r: 150, g: 150, b: 150 } },
  })
    .jpeg()
    .toBuffer();
  const { patient, password } = await adminApi.registerPatient();
  await recordToasts(page);
  const token = await useSignedInSession(page, patient.email, password);
  await agreeToPrivacyNotice(adminApi.request, token);

  await page.goto('/dashboard?lang=mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  const card = page.getByRole('region', { name: 'फोटो चेक-इन' });
  await expect(card.getByText(/^अजून एकही चेक-इन नाही\./)).toBeVisible();
  await expect(
    card.getByText('अलाइनर 3 कसा बसतो ते क्लिनिकला दाखवा: तीन फोटो, आणि उत्तर इथेच येईल.'),
  ).toBeVisible();
  // The Wear card above it reads in Marathi too.
  const wear = page.getByRole('region', { name: 'घालण्याचा वेळ' });
  await showWearChart(page);
  await expect(wear.locator('.recharts-surface')).toBeVisible();
  await expect(wear.getByRole('button', { name: 'अलाइनर काढत आहे' })).toBeVisible();
  await screenshotWidths(page, 'wear-mr', [PHONE.width]);

  await card.getByRole('button', { name: 'फोटो चेक-इन' }).click();
  const flow = page.getByRole('dialog', { name: 'फोटो चेक-इन' });
  const shots = [
    ['समोरून', 'दात एकमेकांवर टेकवून ठेवा, मोकळेपणाने हसा आणि थेट कॅमेऱ्याकडे पाहा.'],
    ['डावीकडून', 'दात एकमेकांवर टेकवून ठेवा आणि डावे दात दिसतील असे डोके उजवीकडे वळवा.'],
    ['उजवीकडून', 'दात एकमेकांवर टेकवून ठेवा आणि उजवे दात दिसतील असे डोके डावीकडे वळवा.'],
  ] as const;
  for (const [index, [label, instruction]] of shots.entries()) {
    await expect(flow.getByRole('heading', { name: label })).toBeVisible();
    await expect(flow.getByText(`3 पैकी फोटो ${index + 1}`)).toBeVisible();
    await expect(flow.getByText(instruction)).toBeVisible();
    if (index === 0) await shootDialog(page, 'check-in-mr');
    const chooser = page.waitForEvent('filechooser');
    await flow.getByRole('button', { name: 'फोटो काढा' }).click();
    await (
      await chooser
    ).setFiles({ name: `IMG_${index}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await expect(flow.getByRole('img', { name: `${label} फोटो` })).toBeVisible();
    await expect(flow.getByRole('button', { name: `${label} फोटो पुन्हा काढा` })).toBeVisible();
    if (index === 0) await expect(flow.getByRole('button', { name: 'मागे' })).toHaveCount(0);
    await flow.getByRole('button', { name: index === 2 ? 'तपासा' : 'पुढे' }).click();
  }

  await expect(flow.getByRole('heading', { name: 'तुमचे फोटो तपासा' })).toBeVisible();
  await expect(
    flow.getByText('अलाइनर 3 सह. जो फोटो अस्पष्ट किंवा अंधारा असेल तो पुन्हा काढा.'),
  ).toBeVisible();
  const note = flow.getByRole('textbox', { name: 'क्लिनिकसाठी टीप (ऐच्छिक)' });
  await note.fill('वरचा उजवा थोडा सैल वाटतो.');
  await expect(flow.getByText('500 पैकी 25 अक्षरे')).toBeVisible();
  await shootDialog(page, 'check-in-review-mr');

  await flow.getByRole('button', { name: 'पाठवा' }).click();
  await expect(flow).toHaveCount(0);
  await expect.poll(() => shownToasts(page)).toContain('चेक-इन पाठवलेतुमचे क्लिनिक इथेच उत्तर देईल.');
  const item = card.getByTestId('check-in');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('क्लिनिकच्या उत्तराची वाट पाहत आहोत')).toBeVisible();
  await expect(item.getByText('तुमची टीप: वरचा उजवा थोडा सैल वाटतो.')).toBeVisible();
  await expect(
    item.getByRole('img', { name: /^(समोरून|डावीकडून|उजवीकडून) फोटो, अलाइनर 3$/ }),
  ).toHaveCount(3);
  // Marathi's date ("2 डिसें 2026") and its 24-hour clock: no "AM/PM" in Latin letters.
  const phoneToday = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  const heading = item.getByText(/ · अलाइनर 3$/);
  await expect(heading).toHaveText(
    new RegExp(`^${formatDate(phoneToday, 'mr')}, [0-2]\\d:[0-5]\\d · अलाइनर 3$`),
  );
  await expect(heading).not.toHaveText(/[A-Za-z]/);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await screenshotWidths(page, 'check-in-sent-mr', [PHONE.width]);
  await expectNoAxeViolations(page);
});

/** The dialog at both widths, then axe over it (the page beneath is hidden by its overlay). */
async function shootDialog(page: Page, name: string) {
  await screenshotWidths(page, name, WIDTHS);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
}
