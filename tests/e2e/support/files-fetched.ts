import type { Page } from '@playwright/test';

/**
 * The script files named `names` (build/chunks.ts names them) that the page fetches from now
 * on: the array fills as it does.
 */
export function filesFetched(page: Page, names: RegExp): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const name = /^\/assets\/(.+)-[\w-]+\.js$/.exec(path)?.[1];
    if (name && names.test(name)) files.push(path);
  });
  return files;
}
