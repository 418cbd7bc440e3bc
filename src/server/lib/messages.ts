/**
 * The server's messages in Hindi and Marathi (src/shared/messages.ts): the .po catalogs of the
 * server and of src/shared, read and compiled once, when this module is first imported. English
 * is the messages' own text and needs no catalog.
 */
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/languages';
import { loadMessages } from '../../shared/messages';

const CATALOGS = [
  new URL('../../shared/locales/', import.meta.url),
  new URL('../locales/', import.meta.url),
];
const FILES = { shared: 'shared.po', server: 'server.po' } as const;

/** A .po catalog's translations, compiled; a message without one is left out (English is used). */
export function compileCatalog(po: string): Messages {
  const catalog = formatter().parse(po, {
    locale: null,
    sourceLocale: DEFAULT_LANGUAGE,
    filename: '',
  }) as Record<string, { translation?: string; obsolete?: boolean }>;
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.translation && !entry.obsolete) messages[id] = compileMessage(entry.translation);
  }
  return messages;
}

function catalogOf(language: Language): Messages {
  const [shared, server] = CATALOGS;
  return {
    ...compileCatalog(readFileSync(new URL(`${language}/${FILES.shared}`, shared), 'utf8')),
    ...compileCatalog(readFileSync(new URL(`${language}/${FILES.server}`, server), 'utf8')),
  };
}

for (const language of LANGUAGES) {
  if (language !== DEFAULT_LANGUAGE) loadMessages(language, catalogOf(language));
}
