/**
 * The prerendered pages' head texts: the English that the build's config and the tests read
 * (`MARKETING_PAGES`, macro-free) is word for word the English of the translated messages.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { MARKETING_PAGES } from '../../src/client/components/layout/marketing-pages';
import { pageMeta } from '../../src/client/components/layout/page-meta';
import { messages as english } from '../../src/client/locales/en/site.po';
import { messages as hindi } from '../../src/client/locales/hi/site.po';

describe('page titles and descriptions', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: english, hi: hindi } });

  it.each(Object.keys(MARKETING_PAGES))('%s: the English is the same in both places', (path) => {
    i18n.activate('en');
    expect(pageMeta(i18n, path)).toEqual(MARKETING_PAGES[path]);
  });

  it('the Hindi is translated', () => {
    i18n.activate('hi');
    expect(pageMeta(i18n, '/').title).not.toEqual(MARKETING_PAGES['/']!.title);
  });
});
