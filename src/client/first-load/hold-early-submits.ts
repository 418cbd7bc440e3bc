/**
 * docs/design.md §5: a form on a prerendered page submitted before the app has taken over never
 * navigates, never puts what was typed into the URL and keeps its input. Until the app has
 * rendered, every submit is stopped here (the forms' `method="dialog"` already makes a native
 * submission a no-op, even before this script runs) and the form is marked; once hydrated, a
 * marked form submits itself again (`useHeldSubmit`), so the app validates and sends it.
 * Hydration renders each controlled field with the app's (empty) state, so the text typed
 * before it is remembered just before and given back to the app through its change events.
 */
export const HELD_SUBMIT = 'data-held-submit';

type TextField = HTMLInputElement | HTMLTextAreaElement;

let typedText = new Map<string, string>();
let handOver: () => void = () => {};
/** Resolves once submits are no longer held and typed text is back: a held form may submit. */
export const submitsHandedOver = new Promise<void>((resolve) => (handOver = resolve));

/** Called just before hydration: what the visitor typed into the page's fields, by field id. */
export function rememberTypedText(container: HTMLElement): void {
  const fields = container.querySelectorAll<TextField>('form input[id], form textarea[id]');
  typedText = new Map(
    [...fields].filter((f) => f.value !== f.defaultValue).map((f) => [f.id, f.value]),
  );
}

/**
 * Gives the text remembered for the form's fields back as changes the app sees (React's
 * onChange). Called once the form is hydrated: its controlled fields hold the app's empty state.
 */
export function restoreTypedText(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll<TextField>('input[id], textarea[id]')) {
    const value = typedText.get(field.id);
    typedText.delete(field.id);
    if (value === undefined) continue;
    // The field may still show the text while the app's state is empty (React empties it a
    // moment later). Through the element's own setter React records the empty state; through
    // the prototype's, which React does not track, the text then arrives as a change.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Starts holding submits; returns the function that hands them over once the app has rendered. */
export function holdEarlySubmits(): () => Promise<void> {
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) event.target.setAttribute(HELD_SUBMIT, '');
  };
  document.addEventListener('submit', hold, true);
  return async () => {
    await appRendered();
    // Let the app render the text its forms got back before a held form submits it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.removeEventListener('submit', hold, true);
    handOver();
  };
}

/** Resolves once React has rendered the page (`<html data-app-ready>`, see AppRoot). */
function appRendered(): Promise<void> {
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
