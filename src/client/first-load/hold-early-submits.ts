/**
 * docs/design.md §5: a form on a prerendered page submitted before the app has taken over never
 * navigates, never puts what was typed into the URL and keeps its input. Until the app has
 * rendered, every submit is stopped here (the forms' `method="dialog"` already makes a native
 * submission a no-op, even before this script runs) and the form is marked; once hydrated, a
 * marked form submits itself again (`useHeldSubmit`), so the app validates and sends it.
 * Hydration leaves the text typed before it on screen while each controlled field holds the
 * site's (empty) state: it is given back to the site through its change events.
 * A press on any other button of the page is held too, and pressed again once the app has
 * rendered (one made before this script ran is marked by the page's inline handler,
 * src/shared/early-action.ts, as a form submitted then is). A choice in one of its selects (the
 * language, the blog's sort), even one made before this script ran, is made again by the select
 * once hydrated (`useHeldChoice`): a select inside a Suspense boundary is hydrated after the
 * page.
 */
import { HELD_ATTRIBUTE as HELD } from '../../shared/early-action';
import { nextTask } from './next-task';

type TextField = HTMLInputElement | HTMLTextAreaElement;

let handOver: () => void = () => {};
/** Resolves once submits are no longer held and typed text is back: a held form may submit. */
export const submitsHandedOver = new Promise<void>((resolve) => (handOver = resolve));

/** The choice made in one of the page's selects (by its place among them) before the app ran. */
let heldChoice: { index: number; value: string } | undefined;

/** The value chosen in `select` before the site took over, if any; answers once. */
export function takeHeldChoice(select: HTMLSelectElement): string | undefined {
  if (!heldChoice || pageSelects().indexOf(select) !== heldChoice.index) return undefined;
  const { value } = heldChoice;
  heldChoice = undefined;
  return value;
}

/** Whether `form` was submitted before the app took over; answers yes once. */
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
    // The field may still show the text while the app's state is empty (React empties it a
    // moment later). Through the element's own setter React records the empty state; through
    // the prototype's, which React does not track, the text then arrives as a change.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The page's buttons, in document order: a held press is found again by its place here. */
const pageButtons = () => [...document.querySelectorAll<HTMLButtonElement>('#root button')];
const pageSelects = () => [...document.querySelectorAll<HTMLSelectElement>('#root select')];

/**
 * A button pressed before any script ran: marked by the page's inline handler
 * (src/shared/early-action.ts). Its place among the page's buttons, if any; the mark is cleared.
 */
function pressBeforeScripts(): number | undefined {
  const buttons = pageButtons();
  const index = buttons.findLastIndex((button) => button.hasAttribute(HELD));
  buttons.forEach((button) => button.removeAttribute(HELD));
  return index < 0 ? undefined : index;
}

/**
 * A choice made in one of the page's selects before any script ran, which no listener saw: the
 * select shows another option than the one its HTML marks `selected`. (The selects opt out of
 * the browser's form restoration, `autocomplete="off"`, so a page reloaded by Back does not
 * look chosen.)
 */
function choiceBeforeScripts(): typeof heldChoice {
  const selects = pageSelects();
  const index = selects.findIndex((select) => select.selectedIndex !== defaultIndex(select));
  return index < 0 ? undefined : { index, value: selects[index]!.value };
}

/** The option a select shows before anyone chooses: its `selected` one, else the first. */
const defaultIndex = (select: HTMLSelectElement) =>
  Math.max(
    0,
    [...select.options].findIndex((option) => option.defaultSelected),
  );

/**
 * Starts holding submits, and presses of the page's other buttons (a password's "Show", the
 * menu); returns the function that hands them over once the app has rendered: held forms
 * submit, and the last button pressed is pressed again, as the app draws it.
 */
export function holdEarlySubmits(): () => Promise<void> {
  heldChoice = choiceBeforeScripts();
  let heldPress = pressBeforeScripts();
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) event.target.setAttribute(HELD, '');
  };
  // A held mousedown whose click has not come yet: the press ends after the app has taken over.
  let pressOpen = false;
  // A button's press is its mousedown, mouseup and click (Mantine's password toggle acts on the
  // first): all three are kept from React too, which may be hydrating the page already, so the
  // press acts once, when it is pressed again.
  const holdPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('#root button') : null;
    if (!(button instanceof HTMLButtonElement) || button.type === 'submit') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldPress = pageButtons().indexOf(button);
    pressOpen = event.type !== 'click';
  };
  // A select's choice is kept from React as well, and made again by the select once it is
  // hydrated (`useHeldChoice`).
  const holdChoice = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.closest('#root')) return;
    event.stopImmediatePropagation();
    heldChoice = { index: pageSelects().indexOf(select), value: select.value };
  };
  const pressEvents = ['mousedown', 'mouseup', 'click'] as const;
  document.addEventListener('submit', hold, true);
  document.addEventListener('change', holdChoice, true);
  pressEvents.forEach((type) => document.addEventListener(type, holdPress, true));
  return async () => {
    await appRendered();
    // Let the app render the text its forms got back before a held form submits it.
    await nextTask();
    document.removeEventListener('submit', hold, true);
    document.removeEventListener('change', holdChoice, true);
    pressEvents.forEach((type) => document.removeEventListener(type, holdPress, true));
    handOver();
    const button = heldPress === undefined ? undefined : pageButtons()[heldPress];
    if (!button) return;
    press(button);
    // Pressed in full already: the rest of a press still under way is not a second one.
    if (pressOpen) swallowRestOfPress();
  };
}

/**
 * Stops the mouseup and click that end the press under way, wherever they land: until a click,
 * or the next mousedown (a press that ended off the page has no click).
 */
function swallowRestOfPress() {
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click') stop();
  };
  const stop = () => {
    document.removeEventListener('mouseup', swallow, true);
    document.removeEventListener('click', swallow, true);
    document.removeEventListener('mousedown', stop, true);
  };
  document.addEventListener('mouseup', swallow, true);
  document.addEventListener('click', swallow, true);
  document.addEventListener('mousedown', stop, true);
}

/** Presses `button` as a pointer would: its mousedown, mouseup, then click. */
function press(button: HTMLButtonElement) {
  for (const type of ['mousedown', 'mouseup'])
    button.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
  button.click();
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
