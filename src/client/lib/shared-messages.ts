/**
 * The shared catalog (src/shared/locales: the schemas' and the server's words) in the page's
 * language, for forms that show the schemas' messages. Loaded once per language, on demand.
 */
import type { Messages } from '@lingui/core';
import type { Language } from '../../shared/languages';
import { hasMessages, loadMessages } from '../../shared/messages';

const SHARED_CATALOGS = import.meta.glob<{ messages: Messages }>(
  '../../shared/locales/*/shared.po',
);

/** Resolves once `language`'s shared messages are loaded (at once for English, which needs none). */
export async function loadSharedMessages(language: Language): Promise<void> {
  if (hasMessages(language)) return;
  const catalog = await SHARED_CATALOGS[`../../shared/locales/${language}/shared.po`]?.();
  if (catalog) loadMessages(language, catalog.messages);
}
