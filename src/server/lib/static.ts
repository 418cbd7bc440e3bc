/**
 * Serves the built client: hashed assets cached for a year, `index.html` and the service
 * worker always revalidated, and every other page path answered with the SPA's index.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { PAGE_SHELLS, pageShellFor } from '../../shared/page-shells';
import type { AppEnv } from '../context';
import { IMMUTABLE, REVALIDATE } from './cache-control';

function cacheControlFor(path: string): string {
  if (/\/assets\/[^/]+-[\w-]{8,}\.\w+$/.test(path)) return IMMUTABLE;
  if (/\.(html|js|webmanifest)$/.test(path)) return REVALIDATE;
  return 'public, max-age=86400';
}

export function mountClient(app: Hono<AppEnv>, root: string | undefined): void {
  const indexPath = root ? join(root, 'index.html') : undefined;
  if (!root || !indexPath || !existsSync(indexPath)) return;
  // The build prerenders the marketing pages (index.html is the home page's own HTML) and
  // keeps the empty app shell as shell.html: every other page path gets the shell.
  const shellPath = join(root, 'shell.html');
  const indexHtml = readFileSync(existsSync(shellPath) ? shellPath : indexPath, 'utf8');
  // Pages with a shell of their own (their layout and loading view, drawn at build time).
  const pageShells = new Map<string, string>();
  for (const file of new Set(Object.values(PAGE_SHELLS))) {
    const path = join(root, file);
    if (existsSync(path)) pageShells.set(file, readFileSync(path, 'utf8'));
  }

  app.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        c.header('Cache-Control', cacheControlFor(path));
      },
    }),
  );
  app.get('*', (c, next) => {
    // A path with a file extension that was not found is a missing file, not a page.
    if (c.req.path.startsWith('/api/') || /\.\w+$/.test(c.req.path)) return next();
    c.header('Cache-Control', REVALIDATE);
    const shellFile = pageShellFor(c.req.path);
    return c.html((shellFile && pageShells.get(shellFile)) ?? indexHtml);
  });
}
