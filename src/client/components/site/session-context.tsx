/**
 * Who the public header greets. The full app fills it (`CurrentSession`, from the stored token
 * and the current user's query); the site island, which only runs for visitors with no
 * stored token, leaves the signed-out default, and so needs no query client.
 */
import { createContext, useContext } from 'react';
import type { CurrentUser } from '../../../shared/api-types';

export interface Session {
  signedIn: boolean;
  user: CurrentUser | null | undefined;
}

const SessionContext = createContext<Session>({ signedIn: false, user: null });

export const SessionProvider = SessionContext.Provider;

export const useSession = () => useContext(SessionContext);
