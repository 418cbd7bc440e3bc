import { fileURLToPath } from 'node:url';

export const PGLITE_DUMP_PATH = fileURLToPath(
  new URL('../.tmp/pglite-migrated.tar', import.meta.url),
);
export const TEMPLATE_DB = 'tapalign_template';

/** The maintenance database on the same server, for CREATE / DROP DATABASE. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}
