import { useLingui } from '@lingui/react/macro';
import { formatDate, formatInstantDate } from '../../../../shared/display-dates';

/** An erasure request's sent date and the clinic day it is due by, in the page's language. */
export function useErasureDates(requestedAt: string, dueOn: string | null | undefined) {
  const { i18n } = useLingui();
  return {
    sent: formatInstantDate(requestedAt, i18n.locale),
    due: dueOn ? formatDate(dueOn, i18n.locale) : null,
  };
}
