/**
 * The app's shared texts in each language: a chart's day labels, the fixed words shared with
 * the admin panel (English there, whatever the page's language), and the service worker's own
 * offline page.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as hindi } from '../../src/client/locales/hi/app.po';
import { messages as marathi } from '../../src/client/locales/mr/app.po';
import { readerText } from '../../src/client/lib/reader-text';
import { LANGUAGES } from '../../src/shared/languages';
import { OFFLINE_PAGE_TEXTS, offlinePage, offlinePageHtml } from '../../sw/offline-page';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('readerText', () => {
  afterEach(() => vi.unstubAllGlobals());
  const message = msg`Try again`;

  it('is the page language’s on a patient’s page', () => {
    vi.stubGlobal('window', { location: { pathname: '/dashboard' } });
    i18n.load({ hi: hindi, mr: marathi });
    i18n.activate('hi');
    expect(readerText('Try again', message)).toBe('फिर से कोशिश करें');
    i18n.activate('mr');
    expect(readerText('Try again', message)).toBe('पुन्हा प्रयत्न करा');
  });

  it('stays English on the admin panel', () => {
    vi.stubGlobal('window', { location: { pathname: '/admin/patients' } });
    i18n.load({ hi: hindi });
    i18n.activate('hi');
    expect(readerText('Try again', message)).toBe('Try again');
  });
});

describe('the service worker’s offline page', () => {
  it.each(LANGUAGES)('is written in %s, with <html lang> and every text', (language) => {
    const texts = OFFLINE_PAGE_TEXTS[language];
    const html = offlinePageHtml(language);
    expect(html).toContain(`<html lang="${language}">`);
    for (const text of Object.values(texts)) {
      expect(text.trim()).not.toBe('');
      expect(html).toContain(text.replace(/'/g, '&#39;'));
    }
    expect(html).not.toMatch(/<script/i);
  });

  it('has its own words in Hindi and Marathi, and English when no page has told a language', () => {
    const [en, hi, mr] = [OFFLINE_PAGE_TEXTS.en, OFFLINE_PAGE_TEXTS.hi, OFFLINE_PAGE_TEXTS.mr];
    expect(en.heading).toBe("You're offline");
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(hi[key]).toMatch(DEVANAGARI);
      expect(mr[key]).toMatch(DEVANAGARI);
      expect(mr[key]).not.toBe(hi[key]);
    }
    expect(offlinePageHtml()).toBe(offlinePageHtml('en'));
  });

  it('answers as an uncached HTML page', async () => {
    const response = offlinePage('mr');
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toContain('तुम्ही ऑफलाइन आहात');
  });
});
