/**
 * The fixed texts of code the patient's pages and the admin panel share (toasts, the update
 * prompt, a failed load's alert): in the page's language, except on the admin panel, which
 * stays English (docs/design.md §8) whatever language the staff member's browser has chosen.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';

export const inAdminPanel = (): boolean =>
  typeof window !== 'undefined' && window.location.pathname.startsWith('/admin');

/**
 * `english` on the admin panel, else `message` in the page's language; English too before any
 * language is active (Lingui would throw instead: a failing call must still fail as itself).
 */
export const readerText = (english: string, message: MessageDescriptor): string =>
  inAdminPanel() || !i18n.locale ? english : i18n._(message);
