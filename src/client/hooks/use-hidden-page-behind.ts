import { useEffect } from 'react';

/** How many open full-screen dialogs are hiding the page: the last one to close shows it. */
let hiders = 0;

/**
 * A full-screen dialog covers the whole page, so the page behind is hidden while it is open:
 * screen readers and contrast checks then meet only the dialog (it lives in a portal outside
 * `#root`). Left visible, the page lies under the dialog's text, a different part of it under
 * each line of a wrapped paragraph, and axe cannot decide that text's background.
 */
export function useHiddenPageBehind(hidden: boolean) {
  useEffect(() => {
    const page = document.getElementById('root');
    if (!hidden || !page) return;
    hiders += 1;
    page.style.visibility = 'hidden';
    return () => {
      hiders -= 1;
      if (hiders === 0) page.style.visibility = '';
    };
  }, [hidden]);
}
