/**
 * The queries a page rendered by the server (`src/client/page-renderer.tsx`) was rendered
 * from: the renderer provides them as it renders, and the page carries them in a JSON script,
 * from which the site island provides them as it hydrates, so it renders the same markup and
 * fetches nothing again.
 */
import { createContext, useContext } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_QUERIES_ID } from '../../shared/page-render';

const ServerQueriesContext = createContext<DehydratedState | undefined>(undefined);

export const ServerQueriesProvider = ServerQueriesContext.Provider;

/** The queries the server rendered this page from, if it did. */
export const useServerQueries = () => useContext(ServerQueriesContext);

/** In the browser: the queries a server-rendered page carries in its JSON script. */
export function readServerQueries(): DehydratedState | undefined {
  const text = document.getElementById(PAGE_QUERIES_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
