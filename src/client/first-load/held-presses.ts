/**
 * Presses and choices made before the site has taken over (ADR 020), beside early input's forms
 * (`early-input.ts`): a press on one of the page's other buttons (a password's "Show", the
 * header's menu) is held and pressed again once the site has rendered (one made before this
 * script ran is marked by the page's inline handler, src/shared/early-action.ts); a choice in one
 * of its selects (the language, the blog's sort), even one made before this script ran, is made
 * again by the select once hydrated (`useHeldChoice`): a select inside a Suspense boundary is
 * hydrated after the page.
 */
import { HELD_ATTRIBUTE as HELD } from '../../shared/early-action';

/** The choice made in one of the page's selects (by its place among them) before the site ran. */
let heldChoice: { index: number; value: string } | undefined;

/** Where presses are held: the page, which the site (or the app) hydrates as it stands. */
const scope = '#root';

/** The page's buttons, in document order: a held press is found again by its place here. */
const pageButtons = () => [...document.querySelectorAll<HTMLButtonElement>(`${scope} button`)];
const pageSelects = () => [...document.querySelectorAll<HTMLSelectElement>(`${scope} select`)];

/** The value chosen in `select` before the site took over, if any; answers once. */
export function takeHeldChoice(select: HTMLSelectElement): string | undefined {
  if (!heldChoice || pageSelects().indexOf(select) !== heldChoice.index) return undefined;
  const { value } = heldChoice;
  heldChoice = undefined;
  return value;
}

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
 * Starts holding presses of the page's buttons (other than submits) and choices in its selects;
 * returns the function that hands them over once the site has rendered (after early input's
 * forms): the last button pressed is pressed again, as the site draws it.
 */
export function holdEarlyPresses(): () => void {
  heldChoice = choiceBeforeScripts();
  let heldPress = pressBeforeScripts();
  // A held mousedown whose click has not come yet: the press ends after the site has taken over.
  let pressOpen = false;
  // A button's press is its mousedown, mouseup and click (Mantine's password toggle acts on the
  // first): all three are kept from React too, which may be hydrating the page already, so the
  // press acts once, when it is pressed again.
  const holdPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(`${scope} button`) : null;
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
    if (!(select instanceof HTMLSelectElement) || !select.closest(scope)) return;
    event.stopImmediatePropagation();
    heldChoice = { index: pageSelects().indexOf(select), value: select.value };
  };
  const pressEvents = ['mousedown', 'mouseup', 'click'] as const;
  document.addEventListener('change', holdChoice, true);
  pressEvents.forEach((type) => document.addEventListener(type, holdPress, true));
  return () => {
    document.removeEventListener('change', holdChoice, true);
    pressEvents.forEach((type) => document.removeEventListener(type, holdPress, true));
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
