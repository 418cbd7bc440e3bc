/**
 * "Pixel 7 · Chrome": a passkey's first name, from the `User-Agent` of the request that added it
 * (docs/design.md §9), so two passkeys read apart without their owner typing anything. A few
 * patterns, first match wins, nothing thrown: an unknown agent names no device or no browser.
 */

/** The browsers, in the order their agents must be tried: Edge's also says Chrome and Safari. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:OPR|OPiOS|Opera)\//, 'Opera'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:CriOS|Chrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Platforms whose agents name no model. */
const PLATFORMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'Chromebook'],
  [/\bAndroid\b/, 'Android'],
  [/\bMacintosh\b/, 'Mac'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

/** The model an Android agent names: "Android 14; Pixel 7)" or "…; SM-S911B Build/…". */
const ANDROID_MODEL =
  /\bAndroid [\d.]+; (?:[a-z]{2}[-_][a-z]{2}; )?([^;)]+?)(?: Build\/[^;)]*)?\)/i;

/** Chrome's reduced agent writes "K" for every model; "wv" marks a web view. */
const HIDDEN_MODELS = new Set(['K', 'wv']);

/** What an agent may put in a name: letters, digits and a few marks, so no markup or controls. */
const UNSAFE = /[^\p{L}\p{N} ._+()-]/gu;
const MODEL_MAX = 30;

function androidModel(userAgent: string): string | null {
  const model = ANDROID_MODEL.exec(userAgent)?.[1]?.replace(UNSAFE, '').trim().slice(0, MODEL_MAX);
  return model && !HIDDEN_MODELS.has(model) ? model : null;
}

const firstMatch = (userAgent: string, patterns: [RegExp, string][]) =>
  patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** "Pixel 7 · Chrome", "iPhone · Safari", "Windows · Edge"; null when neither is known. */
export function deviceName(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const device = androidModel(userAgent) ?? firstMatch(userAgent, PLATFORMS);
  const browser = firstMatch(userAgent, BROWSERS);
  const parts = [device, browser].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * `name`, or "name (2)", "name (3)"… when the owner already has a passkey so named: two keys
 * added on the same phone and browser still read apart.
 */
export function uniqueName(name: string, taken: readonly string[]): string {
  const names = new Set(taken);
  if (!names.has(name)) return name;
  let n = 2;
  while (names.has(`${name} (${n})`)) n++;
  return `${name} (${n})`;
}
