/** Puts a prerendered page into the built shell HTML: markup, head tags and preloads. */
import type { PageMeta } from '../../src/client/components/layout/page-meta';
import { escapeHtml } from '../../src/shared/html';
import { withEarlyActionMarks } from '../../src/shared/early-action';
import { APP_FILES_ID, DEFERRED_STYLE } from '../../src/shared/page-render';

export interface PageAssets {
  /** The CSS of the page's route chunks, render-blocking like the entry's, so the markup
   *  never shows unstyled (the chunks' JS itself loads later, see src/client/first-load/boot.ts). */
  styles: string[];
  /** CSS written into the page, before `styles`: what its first paint draws and no file holds. */
  inline?: string;
  /**
   * Stylesheets linked where they belong in the cascade, before `styles`, that hold no paint
   * (`media="print"` until the app applies them, `first-load/deferred-styles.tsx`).
   */
  deferred?: string[];
  /**
   * The JS files the page's app imports, listed for its script tag to announce
   * (`APP_FILES_ID`): links in the HTML would compete with the page's own first paint.
   */
  appFiles?: string[];
}

export interface InjectedPage {
  path: string;
  /** Title and description; without them the shell's own stay. */
  meta?: PageMeta;
  html: string;
  assets: PageAssets;
  /** A page shell (src/shared/page-shells.ts): drawn over by the app, never hydrated. */
  placeholder?: boolean;
  /** The language the markup is in (`<html lang>`); the shell's own when absent. */
  language?: string;
  /** A page the server renders: its kind (`data-page`), which names the site's page. */
  page?: string;
}

/** The shell with `<html lang>` set: the app reads it to load that language's messages. */
export function withLanguage(shell: string, language: string): string {
  const html = shell.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  if (html === shell && !shell.includes(`<html lang="${language}"`)) {
    throw new Error('prerender: index.html has no <html lang>');
  }
  return html;
}

export function injectPage(shell: string, page: InjectedPage): string {
  const { inline, deferred = [], styles, appFiles } = page.assets;
  const links = [
    ...(inline ? [`<style>${inline}</style>`] : []),
    ...deferred.map(
      (f) => `<link rel="stylesheet" crossorigin href="/${f}" media="print" ${DEFERRED_STYLE}>`,
    ),
    ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...(appFiles
      ? [
          `<script type="application/json" id="${APP_FILES_ID}">${JSON.stringify(appFiles.map((f) => `/${f}`))}</script>`,
        ]
      : []),
  ].join('\n    ');
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('prerender: index.html has no empty #root');
  const marker = page.placeholder ? 'data-placeholder' : 'data-prerendered';
  const kind = page.page ? ` data-page="${page.page}"` : '';
  let html = page.language ? withLanguage(shell, page.language) : shell;
  if (page.meta) {
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.meta.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(page.meta.description)}" />`,
      );
  }
  return html
    .replace('</head>', `  ${links}\n  </head>`)
    .replace(
      root,
      () =>
        `<div id="root" ${marker}="${page.path}"${kind}>${withEarlyActionMarks(page.html)}</div>`,
    );
}
