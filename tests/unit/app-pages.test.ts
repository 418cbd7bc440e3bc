import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAppPage } from '../../src/shared/app-pages';
import { publicPageOf } from '../../src/shared/public-pages';

const ROUTES = join(__dirname, '../../src/client/routes');

/** Each route file's path as `createFileRoute` names it, layouts' own segments left out. */
function routePaths(): string[] {
  const files = readdirSync(ROUTES, { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => readFileSync(join(ROUTES, file), 'utf8').match(/createFileRoute\('([^']+)'\)/))
    .flatMap((match) => (match ? [match[1]!] : []))
    .map((path) => path.replace(/\/_[^/]+/g, '').replace(/(.)\/$/, '$1') || '/')
    .map((path) => path.replace(/\$\w+/g, 'some-id'));
}

describe('the app’s pages', () => {
  it('hold every route of the app’s router, and no public page', () => {
    const paths = routePaths().filter((path) => path !== '/');
    expect(paths).toContain('/dashboard');
    expect(paths).toContain('/admin/edit-blog/some-id');
    for (const path of paths) {
      expect(isAppPage(path), path).toBe(true);
      expect(publicPageOf(path), path).toBeUndefined();
    }
  });

  it('leave every other address to the site', () => {
    for (const path of ['/', '/about', '/blog', '/no-such-page', '/dashboards', '/view-resume'])
      expect(isAppPage(path), path).toBe(false);
    for (const path of ['/dashboard/', '/admin', '/admin/unknown', '/view-resume/7'])
      expect(isAppPage(path), path).toBe(true);
  });
});
