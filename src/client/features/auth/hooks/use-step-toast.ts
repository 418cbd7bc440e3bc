/**
 * The red toast of one sign-in step: a new one replaces the last, `hide` closes it once the
 * problem is fixed, and leaving the step (it succeeded, or the visitor went back) closes it.
 */
import { useCallback, useEffect, useRef } from 'react';
import { hideToast, showError } from '../../../lib/toast';

export function useStepToast() {
  const shown = useRef<string | null>(null);
  const hide = useCallback(() => {
    if (shown.current) hideToast(shown.current);
    shown.current = null;
  }, []);
  const show = useCallback(
    (error: unknown, title?: string) => {
      hide();
      shown.current = showError(error, title);
    },
    [hide],
  );
  useEffect(() => hide, [hide]);
  return { show, hide };
}
