/**
 * The app's shared texts in Hindi and Marathi, on a phone: a request that fails — offline, or
 * answered by a page with no message of the server's — says so in a toast in the page's
 * language (also on a marketing page of the site island, which loads those words only when a
 * form sends); a page that cannot load its data says so too; the update prompt; and the service
 * worker's own offline page, for a page it has no copy of.
 */
import type { Page } from '@playwright/test';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { expectNoAxeViolations, gotoReady } from './public-helpers';
import { PHONE, toast } from './patient-helpers';
import { waitForServiceWorker } from './pwa-helpers';
import { screenshotWidths } from './support/screenshots';

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const WIDTHS = [390, 1440] as const;

const TEXTS = {
  hi: {
    contactHeading: 'संपर्क करें',
    contactTitle: 'संपर्क करें · TapAlign',
    offline: 'लगता है आप ऑफ़लाइन हैं। कृपया अपना कनेक्शन जाँचें।',
    requestFailed: 'अनुरोध पूरा नहीं हुआ (500)',
    closeToast: 'सूचना बंद करें',
    openingsFailed: 'नौकरियाँ लोड नहीं हो सकीं',
    checkConnection: 'कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    tryAgain: 'फिर से कोशिश करें',
    updateReady: 'TapAlign का नया वर्ज़न तैयार है',
    reload: 'रीलोड करें',
    offlineHeading: 'आप ऑफ़लाइन हैं',
  },
  mr: {
    contactHeading: 'संपर्क करा',
    contactTitle: 'संपर्क करा · TapAlign',
    offline: 'तुम्ही ऑफलाइन आहात असे दिसते. कृपया तुमचे कनेक्शन तपासा.',
    requestFailed: 'विनंती पूर्ण झाली नाही (500)',
    closeToast: 'सूचना बंद करा',
    openingsFailed: 'नोकऱ्या लोड होऊ शकल्या नाहीत',
    checkConnection: 'कृपया तुमचे कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
    tryAgain: 'पुन्हा प्रयत्न करा',
    updateReady: 'TapAlign ची नवीन आवृत्ती तयार आहे',
    reload: 'रीलोड करा',
    offlineHeading: 'तुम्ही ऑफलाइन आहात',
  },
} as const;

/** Subscribes to the footer's newsletter (a request of the public layout's forms). */
async function subscribeToNewsletter(page: Page) {
  const email = page.locator('#newsletter-email');
  await email.fill(`languages-${Date.now()}@example.com`);
  await page.locator('form:has(#newsletter-email) button[type="submit"]').click();
}

/** The toast's own words stay inside it: none is cut or runs past its edge. */
async function expectToastFits(page: Page, text: string) {
  const message = toast(page, text);
  await expect(message).toBeVisible();
  const overflowing = await message.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('*')].some((el) => el.scrollWidth > el.clientWidth + 1),
  );
  expect(overflowing).toBe(false);
}

for (const language of ['hi', 'mr'] as const) {
  const text = TEXTS[language];

  test.describe(`in ${language}`, () => {
    test('the contact page, and a failing request’s toast: offline, and with no message', async ({
      page,
      context,
    }) => {
      expectConsoleErrors(context, /\/api\/newsletter/, /status of 500/);
      await gotoReady(page, `/contact?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('heading', { level: 1, name: text.contactHeading }),
      ).toBeVisible();
      await expect(page).toHaveTitle(text.contactTitle);
      await expectNoAxeViolations(page);
      await waitForServiceWorker(page);

      // A server error with no message of the server's: its status, in words.
      await context.route('**/api/newsletter', (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'Bad gateway' }),
      );
      await subscribeToNewsletter(page);
      await expectToastFits(page, text.requestFailed);
      await toast(page, text.requestFailed).getByRole('button', { name: text.closeToast }).click();
      await expect(toast(page, text.requestFailed)).toHaveCount(0);
      await context.unroute('**/api/newsletter');

      await context.setOffline(true);
      await subscribeToNewsletter(page);
      await expectToastFits(page, text.offline);
      await expect(
        toast(page, text.offline).getByRole('button', { name: text.closeToast }),
      ).toBeVisible();
      // (axe judged the page above: a toast closing over it leaves its contrast undecidable.)
      await screenshotWidths(page, `offline-toast-${language}`, WIDTHS);
      await context.setOffline(false);
    });

    test('a marketing page of the site island: the update prompt, and a toast offline', async ({
      page,
      context,
    }) => {
      expectConsoleErrors(context, /\/api\/newsletter/);
      await gotoReady(page, `/?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const sections = page.locator('main [data-section]');
      const count = await sections.count();
      await waitForServiceWorker(page);
      // A worker from another script address installs and waits, as a new deployment's would.
      await page.evaluate(() =>
        navigator.serviceWorker.register('/sw.js?languages=2', { scope: '/' }),
      );
      const prompt = page.getByRole('status').filter({ hasText: text.updateReady });
      await expect(prompt).toBeVisible();
      const reload = prompt.getByRole('button', { name: text.reload });
      await expect(reload).toBeVisible();
      // The prompt's words, loaded now, re-render nothing: the sections not yet hydrated stay.
      await expect(sections).toHaveCount(count);
      // "Reload" keeps its whole label beside the line.
      const label = reload.locator('.mantine-Button-label');
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await screenshotWidths(page, `update-prompt-${language}`, WIDTHS);
      // The prompt itself: the page's sections under it are judged in languages-home.spec.ts
      // (here they scroll on their own, and the prompt covers some).
      await expectNoAxeViolations(page, { include: '.mantine-Paper-root[role="status"]' });

      // The island loaded none of the app's words with the page: the form fetches them first.
      await context.setOffline(true);
      await subscribeToNewsletter(page);
      await expectToastFits(page, text.offline);
      await context.setOffline(false);
    });

    test('a page whose data cannot be loaded says so, with its retry', async ({ page }) => {
      expectConsoleErrors(page, /status of 404/, /ApiError: No openings here/);
      // By its path: the openings are asked for in the page's language (`?lang=`).
      const isJobList = (url: URL) => url.pathname === '/api/jobs';
      await page
        .context()
        .route(isJobList, (route) =>
          route.fulfill({ status: 404, json: { message: 'No openings here' } }),
        );
      await gotoReady(page, `/career?lang=${language}`);
      const alert = page.getByRole('alert').filter({ hasText: text.openingsFailed });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(text.checkConnection);
      await expect(alert.getByRole('button', { name: text.tryAgain })).toBeVisible();
      await screenshotWidths(page, `load-error-${language}`, WIDTHS);
      await expectNoAxeViolations(page);

      await page.context().unroute(isJobList);
      await alert.getByRole('button', { name: text.tryAgain }).click();
      await expect(alert).toHaveCount(0);
    });

    test('the service worker’s own offline page, for a page it has no copy of', async ({
      page,
      context,
    }) => {
      expectConsoleErrors(context, /ERR_INTERNET_DISCONNECTED|503/);
      await gotoReady(page, `/about?lang=${language}`);
      await waitForServiceWorker(page);
      // The precache evicted (as a browser short of space may): no copy of any page is left.
      await page.evaluate(async () => {
        for (const name of await caches.keys()) {
          if (name.startsWith('workbox-precache')) await caches.delete(name);
        }
      });
      await context.setOffline(true);
      await page.goto('/privacy');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('heading', { level: 1, name: text.offlineHeading }),
      ).toBeVisible();
      await expect(page).toHaveTitle(`${text.offlineHeading} · TapAlign`);
      await expect(page.getByRole('link', { name: text.tryAgain })).toBeVisible();
      await screenshotWidths(page, `offline-${language}`, WIDTHS);
      await expectNoAxeViolations(page);
      await context.setOffline(false);
    });
  });
}
