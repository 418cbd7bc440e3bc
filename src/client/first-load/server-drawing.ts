/**
 * A dashboard the server drew for a patient (`page-renderer.tsx`, docs/architecture.md "First
 * load") carries the answers it was drawn from. The app starts from them, so its first drawing
 * over the page is the page itself: nothing waits for the network, nothing moves.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { drawnByServer, type AppPageQueries } from '../../shared/page-render';
import { readPageQueries } from '../lib/page-queries';
import { noteServerRender } from '../lib/server-clock';
import { getToken } from '../lib/session';

/**
 * Puts the answers the server drew the page from into `queryClient` (after the saved ones, which
 * they are newer than), each dated on this phone's clock; returns whether it did. A phone that
 * holds no token (signed out where the server could not hear it) takes none: its guard sends it
 * to sign in.
 */
export function adoptServerDrawing(queryClient: QueryClient, container: HTMLElement): boolean {
  if (!drawnByServer(container) || !getToken()) return false;
  const drawing = readPageQueries<AppPageQueries>();
  if (!drawing) return false;
  const ahead = noteServerRender(drawing.renderedAt);
  const state = drawing.state as DehydratedState;
  for (const query of state.queries) query.state.dataUpdatedAt -= ahead;
  hydrate(queryClient, state);
  adopted = state.queries.map((query) => query.queryHash);
  return true;
}

let adopted: string[] = [];

/**
 * Once the app has drawn the page, asks again for what the server drew it from, in the
 * background: from then on the page counts on the phone's own clock, as the app's answers do
 * (the server drew at its own instant).
 */
export function refreshAdoptedAnswers(queryClient: QueryClient): void {
  const hashes = new Set(adopted);
  adopted = [];
  if (hashes.size === 0) return;
  void queryClient.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) });
}
