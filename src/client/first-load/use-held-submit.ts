import { useEffect, type RefObject } from 'react';
import { useCallbackRef } from '@mantine/hooks';
import { restoreTypedText, submitsHandedOver, takeHeldSubmit } from './early-input';
import { takeHeldChoice } from './held-presses';

/**
 * For every form a prerendered page shows: once the form is hydrated, submits it again if the
 * visitor submitted it before the app had taken over (see early-input.ts).
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

/**
 * For a select a prerendered page shows: once it is hydrated (a select inside a Suspense
 * boundary is hydrated after the page), makes again through `choose` the choice the visitor
 * made in it before the app had taken over (see held-presses.ts).
 */
export function useHeldChoice(
  select: RefObject<HTMLSelectElement | null>,
  choose: (value: string) => void,
) {
  // The latest `choose`, without running the effect again for every new one.
  const chooseLatest = useCallbackRef(choose);
  useEffect(() => {
    const element = select.current;
    if (!element) return;
    void submitsHandedOver.then(() => {
      const value = takeHeldChoice(element);
      if (value !== undefined && element.isConnected) chooseLatest(value);
    });
  }, [select, chooseLatest]);
}
