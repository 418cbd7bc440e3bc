import { useEffect, type RefObject } from 'react';
import { restoreTypedText, submitsHandedOver, takeHeldSubmit } from './hold-early-submits';

/**
 * For every form a prerendered page shows: once the form is hydrated, submits it again if the
 * visitor submitted it before the app had taken over (see hold-early-submits.ts).
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    restoreTypedText(element);
    if (!takeHeldSubmit(element)) return;
    void submitsHandedOver.then(() => element.isConnected && element.requestSubmit());
  }, [form]);
}
