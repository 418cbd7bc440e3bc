import { useMemo, type ReactNode } from 'react';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useAuthToken } from '../../lib/session';
import { SessionProvider } from './session-context';

/** The full app's session for the public layout: the stored token and the current user. */
export function CurrentSession({ children }: { children: ReactNode }) {
  const token = useAuthToken();
  const { data: user } = useCurrentUser();
  const session = useMemo(() => ({ signedIn: Boolean(token), user }), [token, user]);
  return <SessionProvider value={session}>{children}</SessionProvider>;
}
