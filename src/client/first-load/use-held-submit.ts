import { useEffect, type RefObject } from 'react';
import { HELD_SUBMIT, restoreTypedText, submitsHandedOver } from './hold-early-submits';

/**
 * For every form a prerendered page shows: once the form is hydrated, submits it again if the
 * visitor submitted it before the app had taken over (see hold-early-submits.ts).
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    restoreTypedText(element);
    if (!element.hasAttribute(HELD_SUBMIT)) return;
    element.removeAttribute(HELD_SUBMIT);
    void submitsHandedOver.then(() => element.isConnected && element.requestSubmit());
  }, [form]);
}
