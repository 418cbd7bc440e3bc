/**
 * Which signed-in session's saved queries may be written (`lib/persister.ts`): only the active
 * one's, and none once signed out. Apart from the persister so that signing out, which the site
 * does too, loads no TanStack Query.
 */
let activeKey: string | null = null;

/** The persist key of the session whose answers are being saved, if any. */
export const activePersistKey = () => activeKey;

export function setActivePersistKey(key: string): void {
  activeKey = key;
}

/** Stops all saving (signed out). */
export function stopPersisting(): void {
  activeKey = null;
}
