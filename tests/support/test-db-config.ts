import { fileURLToPath } from 'node:url';

export const PGLITE_DUMP_PATH = fileURLToPath(
  new URL('../.tmp/pglite-migrated.tar', import.meta.url),
);
/**
 * Databases are named after the one in DATABASE_URL, so test runs pointed at different
 * databases on one server (several checkouts at once) never drop each other's.
 */
function baseName(url: string): string {
  return new URL(url).pathname.replace(/^\//, '') || 'tapalign';
}
export function templateDatabase(url: string): string {
  return `${baseName(url)}_template`;
}
export function testDatabasePrefix(url: string): string {
  return `${baseName(url)}_test_`;
}

/** The maintenance database on the same server, for CREATE / DROP DATABASE. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}
