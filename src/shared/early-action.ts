/**
 * A form submitted, or a button pressed, on a page rendered ahead (prerendered, or by the
 * server) before any of the page's script has run: `method="dialog"` makes the browser's own
 * submission a no-op, and this inline handler, which the page's CSP allows by its hash (as it
 * allows the one below, and no other), marks the form or the button, so the app submits or
 * presses it once it runs (src/client/first-load/early-input.ts, held-presses.ts). Once the app is ready
 * it does nothing.
 */
export const HELD_ATTRIBUTE = 'data-held';

const EARLY_ACTION_HANDLER = `if(!document.documentElement.hasAttribute('data-app-ready'))this.setAttribute('${HELD_ATTRIBUTE}','')`;

/**
 * A link marked `data-carry-search="a,b"` takes those parameters of the page's address with it
 * as it is followed (from one sign-in page to the other: where the visitor was headed,
 * `?redirect=`). Markup rendered ahead cannot know the address, and the app's own link knows it
 * only once hydrated: this handler, on the link's click (and middle click), adds them.
 */
const CARRY_SEARCH_HANDLER =
  "var p=new URLSearchParams(location.search),s=new URLSearchParams(this.search);this.dataset.carrySearch.split(',').forEach(function(n){if(p.has(n))s.set(n,p.get(n))});this.search=s.toString()";

/** The page's inline handlers, each allowed by the CSP by its hash. */
export const INLINE_HANDLERS = [EARLY_ACTION_HANDLER, CARRY_SEARCH_HANDLER];

/**
 * The page's markup with the handler on each of its `method="dialog"` forms (as they submit)
 * and each of its `type="button"` buttons (as they are clicked; a submit button submits its
 * form), and the carrying one on its `data-carry-search` links.
 */
export const withEarlyActionMarks = (html: string) =>
  html
    .replace(/<form\b(?=[^>]*\bmethod="dialog")/g, `<form onsubmit="${EARLY_ACTION_HANDLER}"`)
    .replace(/<button\b(?=[^>]*\btype="button")/g, `<button onclick="${EARLY_ACTION_HANDLER}"`)
    .replace(
      /<a\b(?=[^>]*\bdata-carry-search=)/g,
      `<a onclick="${CARRY_SEARCH_HANDLER}" onauxclick="${CARRY_SEARCH_HANDLER}"`,
    );
