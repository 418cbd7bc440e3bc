/**
 * The third-party live chat (docs/product-spec.md §1): its script is added once, the first time the
 * dashboard opens, and from then on checked every LIVECHAT_CHECK_MS — shown on the dashboard,
 * hidden everywhere else. A script cannot be unloaded, so leaving the dashboard hides what it drew.
 *
 * Which elements are the widget's: the children the vendor adds to <body> after its script,
 * leaving out Mantine's portals (dialogs, toasts) — so it works with any vendor.
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

function applyVisibility(): void {
  for (const node of widgetElements()) {
    if (!visible) {
      if (!ownDisplay.has(node)) ownDisplay.set(node, node.style.getPropertyValue('display'));
      node.style.setProperty('display', 'none', 'important');
    } else if (ownDisplay.has(node)) {
      node.style.setProperty('display', ownDisplay.get(node) ?? '');
      ownDisplay.delete(node);
    }
  }
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
