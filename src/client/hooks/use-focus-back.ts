import { useEffect, useRef } from 'react';

/**
 * The button that opened something (a dialog, a field in place) has the focus again once it
 * closes, however it closed: where the keyboard was. In an effect, so the button is surely drawn
 * again when it is focused.
 */
export function useFocusBackWhenClosed(opened: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !opened) opener.current?.focus();
    wasOpen.current = opened;
  }, [opened]);
  return opener;
}
