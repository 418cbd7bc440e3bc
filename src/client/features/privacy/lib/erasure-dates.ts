import { useLingui } from '@lingui/react/macro';
import { dateLocale } from '../../../../shared/languages';

/**
 * An erasure request's sent date and the clinic day it is due by, in the page's language. The
 * due date is a calendar day (the clinic's): read at UTC midnight it is that day everywhere.
 */
export function useErasureDates(requestedAt: string, dueOn: string | null | undefined) {
  const { i18n } = useLingui();
  const locale = dateLocale(i18n.locale);
  return {
    sent: new Date(requestedAt).toLocaleDateString(locale, { dateStyle: 'medium' }),
    due: dueOn
      ? new Date(`${dueOn}T00:00:00Z`).toLocaleDateString(locale, {
          dateStyle: 'medium',
          timeZone: 'UTC',
        })
      : null,
  };
}
