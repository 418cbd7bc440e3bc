/**
 * The third-party live chat (docs/product-spec.md §1): its script is added once, the first time the
 * dashboard opens, and from then on checked every LIVECHAT_CHECK_MS — shown on the dashboard,
 * hidden everywhere else. A script cannot be unloaded, so leaving the dashboard hides what it drew.
 *
 * Which elements are the widget's: the children the vendor adds to <body> after its script,
 * leaving out Mantine's portals (dialogs, toasts) — so it works with any vendor.
 *
 * A vendor's launcher floats in a corner of the screen, where on a phone the dashboard's wear
 * button often lands: while it would cover an element marked `data-keep-clear`, it is lifted
 * just above it (a `translate` of its own, so the vendor's placement is left alone).
 */
import { LIVECHAT_CHECK_MS } from '../../../../shared/constants';

const NOT_DRAWN = new Set(['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE']);

let loadedSrc: string | null = null;
let checking: number | undefined;
let visible = false;
let ownNodes = new WeakSet<Element>();
/** The widget element's own inline `display`, restored when it is shown again. */
const ownDisplay = new WeakMap<HTMLElement, string>();

function widgetElements(): HTMLElement[] {
  return Array.from(document.body.children).filter(
    (node): node is HTMLElement =>
      node instanceof HTMLElement &&
      !ownNodes.has(node) &&
      !NOT_DRAWN.has(node.tagName) &&
      !node.hasAttribute('data-portal'),
  );
}

/** The launchers lifted by `keepClear`, whose `translate` is ours. */
const lifted = new WeakSet<HTMLElement>();
/** Space left between a lifted launcher and what it keeps clear of, in px. */
const CLEARANCE_PX = 8;
/** A vendor element this share of the screen or larger is a frame, not a launcher: never moved. */
const LAUNCHER_MAX_SHARE = 0.25;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const isLauncher = (box: DOMRect) =>
  box.width * box.height > 0 &&
  box.width * box.height <= LAUNCHER_MAX_SHARE * window.innerWidth * window.innerHeight;

/** How far up `launcher` must move to cover none of `kept`: above each one it would meet. */
function liftOver(launcher: DOMRect, kept: DOMRect[]): number {
  let lift = 0;
  for (let round = 0; round < kept.length; round += 1) {
    const moved = new DOMRect(launcher.x, launcher.y - lift, launcher.width, launcher.height);
    const covered = kept.filter((box) => overlaps(moved, box));
    if (covered.length === 0) break;
    lift = launcher.bottom - Math.min(...covered.map((box) => box.top)) + CLEARANCE_PX;
  }
  return lift;
}

/** Lifts each launcher above the elements to keep clear that it would cover, else back down. */
function keepClear(nodes: HTMLElement[]): void {
  const kept = Array.from(document.querySelectorAll('[data-keep-clear]'), (element) =>
    element.getBoundingClientRect(),
  ).filter((box) => box.height > 0);
  for (const node of nodes) {
    // Measured where the vendor put it: a lift of ours is taken off first.
    if (lifted.delete(node)) node.style.removeProperty('translate');
    const own = node.getBoundingClientRect();
    const lift = isLauncher(own) ? liftOver(own, kept) : 0;
    if (lift === 0) continue;
    node.style.setProperty('translate', `0 ${-Math.round(lift)}px`);
    lifted.add(node);
  }
}

let keepClearFrame: number | undefined;
/** Checks again at the next frame as the page scrolls or resizes, once per frame. */
function keepClearSoon(): void {
  keepClearFrame ??= window.requestAnimationFrame(() => {
    keepClearFrame = undefined;
    if (visible) keepClear(widgetElements());
  });
}

function applyVisibility(): void {
  const nodes = widgetElements();
  for (const node of nodes) {
    if (!visible) {
      if (!ownDisplay.has(node)) ownDisplay.set(node, node.style.getPropertyValue('display'));
      node.style.setProperty('display', 'none', 'important');
    } else if (ownDisplay.has(node)) {
      node.style.setProperty('display', ownDisplay.get(node) ?? '');
      ownDisplay.delete(node);
    }
  }
  // Once shown, where it is drawn: a launcher shown again keeps clear at once.
  if (visible) keepClear(nodes);
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
  checking ??= window.setInterval(applyVisibility, LIVECHAT_CHECK_MS);
  window.addEventListener('scroll', keepClearSoon, { passive: true });
  window.addEventListener('resize', keepClearSoon, { passive: true });
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
