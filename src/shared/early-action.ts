/**
 * A form submitted, or a button pressed, on a page rendered ahead (prerendered, or by the
 * server) before any of the page's script has run: `method="dialog"` makes the browser's own
 * submission a no-op, and this one inline handler, which the page's CSP allows by its hash and
 * nothing else, marks the form or the button, so the app submits or presses it once it runs
 * (src/client/first-load/hold-early-submits.ts). Once the app is ready it does nothing.
 */
export const HELD_ATTRIBUTE = 'data-held';

export const EARLY_ACTION_HANDLER = `if(!document.documentElement.hasAttribute('data-app-ready'))this.setAttribute('${HELD_ATTRIBUTE}','')`;

/**
 * The page's markup with the handler on each of its `method="dialog"` forms (as they submit)
 * and each of its `type="button"` buttons (as they are clicked); a submit button submits its
 * form.
 */
export const withEarlyActionMarks = (html: string) =>
  html
    .replace(/<form\b(?=[^>]*\bmethod="dialog")/g, `<form onsubmit="${EARLY_ACTION_HANDLER}"`)
    .replace(/<button\b(?=[^>]*\btype="button")/g, `<button onclick="${EARLY_ACTION_HANDLER}"`);
