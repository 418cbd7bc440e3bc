/**
 * The prerendered pages' head texts: the English that the build's config and the tests read
 * (`PRERENDERED_PAGES`, macro-free) is word for word the English of the translated messages.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../../src/client/components/layout/prerendered-pages';
import { pageMeta } from '../../src/client/components/layout/page-meta';
import { messages as english } from '../../src/client/locales/en/site.po';
import { messages as hindi } from '../../src/client/locales/hi/site.po';

describe('page titles and descriptions', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: english, hi: hindi } });

  it.each(Object.keys(PRERENDERED_PAGES))('%s: the English is the same in both places', (path) => {
    i18n.activate('en');
    expect(pageMeta(i18n, path)).toEqual(PRERENDERED_PAGES[path]);
  });

  it('the Hindi is translated', () => {
    i18n.activate('hi');
    expect(pageMeta(i18n, '/').title).not.toEqual(PRERENDERED_PAGES['/']!.title);
  });
});
