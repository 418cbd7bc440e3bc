import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 150 gives each document loaded in a tab a frame of its own (RenderDocument), and
  // the DevTools offline emulation (`context.setOffline`) leaves that new frame's
  // `navigator.onLine` true: a page loaded offline would believe it is online, as no phone with
  // its network off does. Chromium 156 also draws the address bar's suggestions as a page of its
  // own in every window, headless too: a second renderer busy beside the page under test on two
  // cores, which no phone runs (docs/benchmarks.md, "Lighthouse").
  '--disable-features=RenderDocument,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The built client the server serves (`E2E_CLIENT_DIR`, for a build of one's own). */
export const E2E_CLIENT_DIR = process.env.E2E_CLIENT_DIR ?? 'dist/client';
export const E2E_ADMIN = {
  email: 'admin@e2e.tapalign.test',
  password: 'e2e admin passphrase 2026',
};
export const E2E_TMP = fileURLToPath(new URL(`../../.tmp/e2e-${E2E_PORT}`, import.meta.url));
/** The server's standard output: the console WhatsApp sender prints codes here. */
export const E2E_SERVER_LOG = `${E2E_TMP}/server.log`;
const LIVECHAT_SCRIPT_PATH = '/e2e-livechat.js';
/**
 * The e2e server's LIVECHAT_SRC: an HTTPS address (as production requires) that every test
 * context answers itself with the stand-in widget below, so no network is involved.
 */
export const E2E_LIVECHAT_SRC = `https://livechat.e2e.test${LIVECHAT_SCRIPT_PATH}`;
export const E2E_LIVECHAT_SCRIPT = fileURLToPath(new URL('./livechat-widget.js', import.meta.url));
