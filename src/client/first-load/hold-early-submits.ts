/**
 * DESIGN.md §5: a form on a prerendered page submitted before the app has taken over never
 * navigates, never puts what was typed into the URL and keeps its input. Until the app has
 * rendered, every submit is stopped here (the forms' `method="dialog"` already makes a native
 * submission a no-op, even before this script runs) and the form is marked; once hydrated, a
 * marked form submits itself again (`useHeldSubmit`), so the app validates and sends it.
 *
 * Returns the function that stops holding, once the app has rendered.
 */
export const HELD_SUBMIT = 'data-held-submit';

export function holdEarlySubmits(): () => Promise<void> {
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) event.target.setAttribute(HELD_SUBMIT, '');
  };
  document.addEventListener('submit', hold, true);
  return async () => {
    await appRendered();
    document.removeEventListener('submit', hold, true);
  };
}

/** Resolves once React has rendered the page (`<html data-app-ready>`, see AppRoot). */
export function appRendered(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if ('appReady' in root.dataset) return resolve();
    const observer = new MutationObserver(() => {
      if (!('appReady' in root.dataset)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
  });
}
