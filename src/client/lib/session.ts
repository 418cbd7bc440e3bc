/**
 * The session token in localStorage (docs/product-spec.md §3: key dentistAuthToken). Components
 * follow it through `useAuthToken`, which also hears sign-ins and sign-outs in other tabs.
 */
import { useSyncExternalStore } from 'react';
import { TOKEN_STORAGE_KEY } from '../../shared/constants';

const CHANGE_EVENT = 'tapalign:token';

export function getToken(): string | null {
  // The server's page renderer has no storage: the page session it draws with stands in.
  if (typeof localStorage === 'undefined') return serverSession;
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` whenever the token changes, in this tab or another. */
export function subscribeToToken(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * While the server draws a patient's page (`page-renderer.tsx`), it holds their page session
 * (docs/security.md, "The page session") and signs its API calls with it: the page is drawn
 * signed in, and the token never reaches the page. The app hydrating that page draws it with the
 * phone's own token, which it reads from then on too: its first render is the same as the next.
 */
let serverSession: string | null = null;

/**
 * Set by the server's page renderer around a signed-in drawing (`SERVER_SESSION`, then null),
 * and by the app before it hydrates such a drawing (its token).
 */
export function drawWithSession(session: string | null): void {
  serverSession = session;
}

/** Whether the page is drawn signed in: by the server, or by the app hydrating what it drew. */
export const drawnSignedIn = () => serverSession !== null;

/** Stands for the token the server holds: only whether there is one is ever read. */
export const SERVER_SESSION = 'page-session';

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => serverSession);
}
