/** The build's name (vite.config.ts `define`): lets a test tell one deployed version from the next. */
declare const __BUILD_ID__: string;
