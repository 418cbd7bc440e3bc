/**
 * Who the public header greets. The app fills it from the stored token and the current user's
 * query (`CurrentSession`), the site once hydrated (`SiteSession`).
 */
import { createContext, useContext } from 'react';
import { useValueOnceHydrated } from '../use-hydrated';
import { drawnSignedIn } from '../../lib/session';
import type { CurrentUser } from '../../../shared/api-types';

export interface Session {
  signedIn: boolean;
  user: CurrentUser | null | undefined;
}

const SIGNED_OUT: Session = { signedIn: false, user: null };

const SessionContext = createContext<Session>(SIGNED_OUT);

export const SessionProvider = SessionContext.Provider;

/**
 * The session; while the component hydrates, as its HTML was rendered: signed out (a header part
 * still hydrating when the site learns of the token then matches its markup), but in a page the
 * server drew signed in (`drawnSignedIn`).
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  const drawn = session.signedIn && drawnSignedIn() ? session : SIGNED_OUT;
  // A signed-out visitor's header matches its HTML: it does not render again once hydrated.
  return useValueOnceHydrated(() => (session.signedIn ? session : SIGNED_OUT), drawn);
}
