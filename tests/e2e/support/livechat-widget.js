/*
 * A stand-in for a third-party live-chat script in the browser tests: served by the tests at
 * E2E_LIVECHAT_SRC, it counts its loads and, like real vendors, draws its widget a little
 * after it runs, straight into <body>.
 */
window.__liveChatLoads = (window.__liveChatLoads || 0) + 1;
window.setTimeout(() => {
  const widget = document.createElement('aside');
  widget.id = 'e2e-livechat';
  widget.setAttribute('aria-label', 'Live chat');
  widget.style.cssText = 'position:fixed;right:12px;bottom:12px;z-index:150;';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Chat with us';
  button.style.cssText =
    'background:#0b6e69;color:#fff;border:0;border-radius:999px;padding:10px 16px;font:600 14px sans-serif;';
  widget.append(button);
  document.body.append(widget);
}, 800);
