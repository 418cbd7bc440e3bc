/**
 * The third-party live chat (docs/product-spec.md §1): its script is added once, the first time the
 * dashboard opens, and from then on checked every LIVECHAT_CHECK_MS — shown on the dashboard,
 * hidden everywhere else. A script cannot be unloaded, so leaving the dashboard hides what it drew.
 *
 * Which elements are the widget's: the children the vendor adds to <body> after its script,
 * leaving out Mantine's portals (dialogs, toasts) — so it works with any vendor.
 *
 * Where the vendor draws it is the vendor's choice (a launcher in a corner): while it would lie
 * over a control the page marks `data-keep-clear` (the wear log's button, the aligner switch's
 * confirmation: docs/design.md §4), it is hidden, and shows again once the patient has scrolled
 * that control away. Checked as the vendor draws, at each scroll and resize, and every
 * LIVECHAT_CHECK_MS.
 */
import { LIVECHAT_CHECK_MS } from '../../../../shared/constants';

const NOT_DRAWN = new Set(['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE']);

let loadedSrc: string | null = null;
let watching = false;
let visible = false;
let ownNodes = new WeakSet<Element>();
/** The widget element's own inline `display`, restored when it is shown again. */
const ownDisplay = new WeakMap<HTMLElement, string>();
/** Widget elements hidden because they would cover a control marked `data-keep-clear`. */
const stepAside = new WeakSet<HTMLElement>();

function widgetElements(): HTMLElement[] {
  return Array.from(document.body.children).filter(
    (node): node is HTMLElement =>
      node instanceof HTMLElement &&
      !ownNodes.has(node) &&
      !NOT_DRAWN.has(node.tagName) &&
      !node.hasAttribute('data-portal'),
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 &&
  a.height > 0 &&
  a.left < b.right &&
  b.left < a.right &&
  a.top < b.bottom &&
  b.top < a.bottom;

/** Whether the element, drawn where it is, lies over a control the page keeps clear. */
function coversKeptClear(node: HTMLElement): boolean {
  const box = node.getBoundingClientRect();
  return [...document.querySelectorAll('[data-keep-clear]')].some((kept) =>
    overlaps(box, kept.getBoundingClientRect()),
  );
}

/** Hidden (still laid out, so it can be measured again) while it would cover a kept control. */
function keepControlsClear(node: HTMLElement): void {
  if (coversKeptClear(node)) {
    node.style.setProperty('visibility', 'hidden', 'important');
    stepAside.add(node);
  } else if (stepAside.has(node)) {
    node.style.removeProperty('visibility');
    stepAside.delete(node);
  }
}

function applyVisibility(): void {
  for (const node of widgetElements()) {
    if (!visible) {
      if (!ownDisplay.has(node)) ownDisplay.set(node, node.style.getPropertyValue('display'));
      node.style.setProperty('display', 'none', 'important');
      continue;
    }
    if (ownDisplay.has(node)) {
      node.style.setProperty('display', ownDisplay.get(node) ?? '');
      ownDisplay.delete(node);
    }
    keepControlsClear(node);
  }
}

let checkQueued = false;
/** At most one check a frame, however many scroll events or additions come. */
function queueCheck(): void {
  if (checkQueued) return;
  checkQueued = true;
  requestAnimationFrame(() => {
    checkQueued = false;
    applyVisibility();
  });
}

function watchPage(): void {
  window.setInterval(applyVisibility, LIVECHAT_CHECK_MS);
  new MutationObserver(queueCheck).observe(document.body, { childList: true });
  window.addEventListener('scroll', queueCheck, { passive: true });
  window.addEventListener('resize', queueCheck, { passive: true });
}

function addScript(src: string): void {
  ownNodes = new WeakSet(Array.from(document.body.children));
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.liveChat = '';
  script.onerror = () => {
    console.warn('Live chat could not be loaded');
    script.remove();
    loadedSrc = null;
  };
  document.body.appendChild(script);
  loadedSrc = src;
  if (!watching) watchPage();
  watching = true;
}

export function showLiveChat(src: string): void {
  visible = true;
  if (loadedSrc === null) addScript(src);
  applyVisibility();
}

export function hideLiveChat(): void {
  visible = false;
  applyVisibility();
}
