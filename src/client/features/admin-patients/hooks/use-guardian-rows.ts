import { useState } from 'react';
import { DEFAULT_CLINIC_TIMEZONE } from '../../../../shared/constants';
import { todayIn } from '../../../../shared/calendar-date';
import { useClientConfig } from '../../../lib/client-config';
import {
  checkGuardians,
  emptyGuardianRow,
  type GuardianErrors,
  type GuardianField,
  type GuardianRow,
} from '../lib/guardian-rows';

/** The clinic's today: who is a minor is counted in its time zone (docs/design.md §12). */
function useClinicToday(): string {
  const { data: config } = useClientConfig();
  return todayIn(config?.clinicTimeZone ?? DEFAULT_CLINIC_TIMEZONE);
}

/**
 * The rows of the "Parent or guardian" section and their errors: shown once the form is submitted
 * (then cleared as each value becomes valid), and the server's refusals until the box changes.
 */
export function useGuardianRows(initial: GuardianRow[], dob: string) {
  const today = useClinicToday();
  const [rows, setRows] = useState(initial);
  const [revealed, setRevealed] = useState(false);
  const [serverErrors, setServerErrors] = useState<GuardianErrors>({});
  const checked = checkGuardians(rows, dob, today);
  const ruleErrors = revealed && !checked.success ? checked.errors : {};

  return {
    rows,
    today,
    checked,
    errors: { ...serverErrors, ...ruleErrors },
    reveal: () => setRevealed(true),
    showServerErrors: (errors: GuardianErrors) => {
      setServerErrors(errors);
      setRevealed(true);
    },
    add: () => setRows((current) => [...current, emptyGuardianRow()]),
    remove: (key: string) => {
      setRows((current) => current.filter((row) => row.key !== key));
      // The rows move up: errors said against the old positions no longer fit.
      setServerErrors({});
    },
    change: (key: string, field: GuardianField, value: string) => {
      setRows((current) =>
        current.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
      );
      setServerErrors({});
    },
  };
}

export type GuardianRowsState = ReturnType<typeof useGuardianRows>;
