/** The prerendered pages' head texts: one of each per prerendered page, translated. */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../src/client/components/layout/page-meta';
import { PRERENDERED_PATHS } from '../../src/shared/public-pages';
import { messages as english } from '../../src/client/locales/en/site.po';
import { messages as hindi } from '../../src/client/locales/hi/site.po';

describe('page titles and descriptions', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: english, hi: hindi } });

  it.each(PRERENDERED_PATHS)('%s: has its own title and description', (path) => {
    i18n.activate('en');
    const { title, description } = pageMeta(i18n, path);
    expect(title).toContain('TapAlign');
    expect(description.length).toBeGreaterThan(50);
  });

  it('the Hindi is translated', () => {
    i18n.activate('en');
    const english = pageMeta(i18n, '/about');
    i18n.activate('hi');
    expect(pageMeta(i18n, '/about').title).not.toEqual(english.title);
  });
});
