/**
 * The answers a page rendered by the server (`src/client/page-renderer.tsx`) was rendered
 * from (`lib/page-data.ts`): the renderer provides them as it renders, and the page carries
 * them in a JSON script, from which the site island provides them as it hydrates, so it renders
 * the same markup and fetches nothing again.
 */
import { createContext, useContext } from 'react';
import { PAGE_QUERIES_ID } from '../../shared/page-render';
import type { PageAnswers } from '../lib/page-data';

const ServerAnswersContext = createContext<PageAnswers | undefined>(undefined);

export const ServerAnswersProvider = ServerAnswersContext.Provider;

/** The answers the server rendered this page from, if it did. */
export const useServerAnswers = () => useContext(ServerAnswersContext);

/** In the browser: the answers a server-rendered page carries in its JSON script. */
export function readServerAnswers(): PageAnswers | undefined {
  const text = document.getElementById(PAGE_QUERIES_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageAnswers;
  } catch {
    return undefined;
  }
}
