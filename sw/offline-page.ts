/**
 * The one page the service worker writes itself: what a navigation gets when the worker has
 * no copy of its page and there is no connection. Every page and shell is precached, so it is
 * a last resort (a precache the browser evicted, or still filling). The worker runs no React
 * and loads no catalog: its words are here, one set per language (`sw/page-language.ts` knows
 * which the pages are read in), English when no page has told it yet.
 */
import { BRAND } from '../src/shared/constants';
import { DEFAULT_LANGUAGE, type Language } from '../src/shared/languages';
import { escapeHtml } from '../src/shared/html';

export interface OfflinePageTexts {
  /** The tab's title. */
  title: string;
  heading: string;
  message: string;
  /** The link that opens the page again. */
  retry: string;
}

export const OFFLINE_PAGE_TEXTS: Record<Language, OfflinePageTexts> = {
  en: {
    title: `You're offline · ${BRAND}`,
    heading: "You're offline",
    message: `This page of ${BRAND} needs a connection the first time. Please check your connection and try again.`,
    retry: 'Try again',
  },
  hi: {
    title: `आप ऑफ़लाइन हैं · ${BRAND}`,
    heading: 'आप ऑफ़लाइन हैं',
    message: `${BRAND} का यह पेज पहली बार खोलने के लिए इंटरनेट चाहिए। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।`,
    retry: 'फिर से कोशिश करें',
  },
  mr: {
    title: `तुम्ही ऑफलाइन आहात · ${BRAND}`,
    heading: 'तुम्ही ऑफलाइन आहात',
    message: `${BRAND} चे हे पेज पहिल्यांदा उघडण्यासाठी इंटरनेट लागते. कृपया तुमचे कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.`,
    retry: 'पुन्हा प्रयत्न करा',
  },
};

/** The offline page's HTML in `language`: no script, no file it would have to fetch. */
export function offlinePageHtml(language: Language = DEFAULT_LANGUAGE): string {
  const texts = OFFLINE_PAGE_TEXTS[language];
  const [title, heading, message, retry] = [
    texts.title,
    texts.heading,
    texts.message,
    texts.retry,
  ].map(escapeHtml);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{margin:0;padding:24px;font-family:system-ui,sans-serif;line-height:1.6;color:#1f2933;background:#fff}
main{max-width:480px;margin:15vh auto 0}
h1{font-size:1.5rem;line-height:1.4;margin:0 0 8px}
a{display:inline-block;margin-top:16px;padding:10px 18px;border-radius:8px;background:#0b6e6e;color:#fff;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>${message}</p>
<a href="">${retry}</a>
</main>
</body>
</html>
`;
}

/** The offline page as the worker answers a navigation with it (never cached). */
export function offlinePage(language: Language | undefined): Response {
  return new Response(offlinePageHtml(language), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
