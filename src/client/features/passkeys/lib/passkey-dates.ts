/**
 * "Added 26 Nov 2026 · Last used 27 Nov 2026", for a passkey in its owner's list: in the
 * patient's language with its own date format (hi-IN, mr-IN), or in English (en-IN) for the
 * admin panel, which stays English.
 */
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Passkey } from '../../../../shared/schemas/passkeys';
import { formatInstantDate } from '../../../../shared/display-dates';

const dayIn = (language: string) => (at: string) => formatInstantDate(at, language);

/** `i18n`: the patient's language; none for the admin panel's English. */
export function passkeyDates({ createdAt, lastUsedAt }: Passkey, i18n?: I18n): string {
  if (!i18n) {
    const day = dayIn('en');
    const added = `Added ${day(createdAt)}`;
    return lastUsedAt ? `${added} · Last used ${day(lastUsedAt)}` : `${added} · Not used yet`;
  }
  const day = dayIn(i18n.locale);
  const addedOn = day(createdAt);
  if (!lastUsedAt) return t(i18n)`Added ${addedOn} · Not used yet`;
  const usedOn = day(lastUsedAt);
  return t(i18n)`Added ${addedOn} · Last used ${usedOn}`;
}
