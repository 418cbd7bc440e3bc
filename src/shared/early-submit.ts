/**
 * A form on a page rendered ahead (prerendered, or by the server) submitted before any of the
 * page's script has run: `method="dialog"` makes the browser's own submission a no-op, and this
 * one inline handler, which the page's CSP allows by its hash and nothing else, marks the form,
 * so the app submits it once it runs (src/client/first-load/hold-early-submits.ts). Once the
 * app is ready it does nothing.
 */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

export const EARLY_SUBMIT_HANDLER = `if(!document.documentElement.hasAttribute('data-app-ready'))this.setAttribute('${HELD_SUBMIT_ATTRIBUTE}','')`;

/** The page's markup with the handler on each of its `method="dialog"` forms. */
export const withEarlySubmitMarks = (html: string) =>
  html.replace(/<form\b(?=[^>]*\bmethod="dialog")/g, `<form onsubmit="${EARLY_SUBMIT_HANDLER}"`);
