/**
 * The answers a page rendered by the server (`src/client/page-renderer.tsx`) was rendered
 * from (`lib/page-data.ts`): the renderer provides them as it renders, and the page carries
 * them in a JSON script, from which the site island provides them as it hydrates, so it renders
 * the same markup and fetches nothing again.
 */
import { createContext, useContext } from 'react';
import type { PageAnswers } from '../lib/page-data';
import { readPageQueries } from '../lib/page-queries';

const ServerAnswersContext = createContext<PageAnswers | undefined>(undefined);

export const ServerAnswersProvider = ServerAnswersContext.Provider;

/** The answers the server rendered this page from, if it did. */
export const useServerAnswers = () => useContext(ServerAnswersContext);

/** In the browser: the answers a server-rendered page carries in its JSON script. */
export const readServerAnswers = () => readPageQueries<PageAnswers>();
