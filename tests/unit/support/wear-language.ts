/**
 * The wear and check-in code reads its words from the active language's catalog, as the app
 * does once it has loaded it: a unit test activates the language it reads (English unless told).
 */
import { i18n } from '@lingui/core';
import { messages as en } from '../../../src/client/locales/en/wear.po';
import { messages as hi } from '../../../src/client/locales/hi/wear.po';
import { messages as mr } from '../../../src/client/locales/mr/wear.po';
import type { Language } from '../../../src/shared/languages';

const CATALOGS = { en, hi, mr } satisfies Record<Language, unknown>;

export function readIn(language: Language): void {
  i18n.loadAndActivate({ locale: language, messages: CATALOGS[language] });
}

readIn('en');
