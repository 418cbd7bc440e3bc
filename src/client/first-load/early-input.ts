/**
 * Early input (docs/design.md §5, ADR 020): a form on a page rendered ahead, submitted before the
 * site has taken over, never navigates, never puts what was typed into the URL, keeps its input
 * and is sent once. Until the site has rendered, every submit is stopped here (the forms'
 * `method="dialog"` already makes a native submission a no-op, and the page's inline handler,
 * src/shared/early-action.ts, marks a form submitted before this script ran) and the form is
 * marked; once hydrated, a marked form gets its typed text back and submits itself again
 * (`useHeldSubmit`), so the site validates and sends it.
 */
import { HELD_ATTRIBUTE as HELD } from '../../shared/early-action';
import { nextTask } from './next-task';

type TextField = HTMLInputElement | HTMLTextAreaElement;

let handOver: () => void = () => {};
/** Resolves once submits are no longer held and typed text is back: a held form may submit. */
export const submitsHandedOver = new Promise<void>((resolve) => (handOver = resolve));

/** Whether `form` was submitted before the site took over; answers yes once. */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  const held = form.hasAttribute(HELD);
  form.removeAttribute(HELD);
  return held;
}

const TEXT_TYPES = ['text', 'email', 'tel', 'password', 'search', 'url', 'number'];
const holdsText = (field: TextField) =>
  field instanceof HTMLTextAreaElement || TEXT_TYPES.includes(field.type);

/**
 * Gives the text typed before hydration back as changes the site sees (React's onChange).
 * Called once the form is hydrated: its controlled fields hold the site's empty state while the
 * text is still on screen.
 */
export function restoreTypedText(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll<TextField>('input, textarea')) {
    const value = holdsText(field) ? field.value : '';
    if (!value) continue;
    // The field may still show the text while the site's state is empty (React empties it a
    // moment later). Through the element's own setter React records the empty state; through
    // the prototype's, which React does not track, the text then arrives as a change.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Starts holding submits; returns the function that hands them over once the site has
 * rendered: held forms then submit (`useHeldSubmit`).
 */
export function holdEarlySubmits(): () => Promise<void> {
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) event.target.setAttribute(HELD, '');
  };
  document.addEventListener('submit', hold, true);
  return async () => {
    await appRendered();
    // Let the site render the text its forms got back before a held form submits it.
    await nextTask();
    document.removeEventListener('submit', hold, true);
    handOver();
  };
}

/** Resolves once React has rendered the page (`<html data-app-ready>`, see components/app-frame.tsx). */
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
