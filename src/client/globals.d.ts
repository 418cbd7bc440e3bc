/** The build's name (vite.config.ts `define`): lets a test tell one deployed version from the next. */
declare const __BUILD_ID__: string;

/** A Lingui catalog, compiled by the build (build/lingui.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
