/**
 * The site's session for the public header: who is signed in, from the stored token and the
 * signed-in user, asked for once the page is hydrated (its HTML is the signed-out header, whose
 * Login button `boot.ts` hides for a visitor holding a token). The site has no query client on
 * most pages: the user is asked for on its own, and only when a token is stored.
 */
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../shared/api-types';
import { getToken, subscribeToToken } from '../../lib/session';
import { SessionProvider } from './session-context';

/**
 * The stored token, read once the page is hydrated and followed after. Each change renders in a
 * transition: the header's Suspense boundaries may still be hydrating, and React hydrates them
 * first, with the HTML's signed-out session, where a sync update would render them anew.
 */
function useTokenAfterHydration(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const read = () => startTransition(() => setToken(getToken()));
    read();
    return subscribeToToken(read);
  }, []);
  return token;
}

export function SiteSession({ children }: { children: ReactNode }) {
  const token = useTokenAfterHydration();
  const [found, setFound] = useState<{ token: string; user: CurrentUser | null }>();
  useEffect(() => {
    if (!token) return;
    let current = true;
    void import('./load-current-user')
      .then(({ loadCurrentUser }) => loadCurrentUser(token))
      .then((user) => current && startTransition(() => setFound({ token, user })))
      // Offline, or the server unreachable: the greeting waits for its name.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token]);
  const user = found?.token === token ? found.user : undefined;
  const session = useMemo(() => ({ signedIn: Boolean(token), user }), [token, user]);
  return <SessionProvider value={session}>{children}</SessionProvider>;
}
