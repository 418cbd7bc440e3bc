/**
 * DESIGN.md §5: a form on a prerendered page submitted before the app has taken over never
 * navigates, never puts what was typed into the URL and keeps its input. Until the app runs,
 * every submit is stopped here (the forms' `method="dialog"` already makes a native submission
 * a no-op, even before this script runs) and remembered; once the app runs, each remembered
 * form is submitted again, so the app validates and sends it as the spec says.
 *
 * Returns the function that hands the forms over to the app.
 */
export function holdEarlySubmits(): () => void {
  const held = new Set<HTMLFormElement>();
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) held.add(event.target);
  };
  document.addEventListener('submit', hold, true);
  return () => {
    document.removeEventListener('submit', hold, true);
    held.forEach((form) => form.isConnected && form.requestSubmit());
  };
}
