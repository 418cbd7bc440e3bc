import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const clockYear = () => new Date().getFullYear();

/** The year's element: its `dateTime` is the year the page's HTML was rendered with. */
const YEAR_SELECTOR = 'time[data-copyright-year]';

/**
 * The year in the page's HTML: on the server, its clock's (a prerendered page's is its build's);
 * in the browser, while React hydrates that HTML, the year the markup shows, so hydration
 * matches it even when the page was built last year.
 */
function renderedYear(): number {
  if (typeof document === 'undefined') return clockYear();
  const shown = document.querySelector(YEAR_SELECTOR)?.getAttribute('datetime');
  return shown ? Number(shown) : clockYear();
}

/**
 * The footer's "© 2026": the reader's clock decides it. A page rendered ahead shows its render's
 * year until it is hydrated, and the clock's right after (React renders the footer again when
 * the two differ, without a hydration mismatch).
 */
export function CopyrightYear() {
  const year = useSyncExternalStore(noSubscription, clockYear, renderedYear);
  return (
    <time dateTime={String(year)} data-copyright-year="">
      {year}
    </time>
  );
}
