/**
 * A dashboard the server drew for a patient (`page-renderer.tsx`, docs/architecture.md "First
 * load") carries the answers it was drawn from. The app starts from them, so its first render is
 * the page itself, which it hydrates: nothing waits for the network, nothing moves.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { drawnByServer, type AppPageQueries } from '../../shared/page-render';
import { readPageQueries } from '../lib/page-queries';
import { drawAt, noteServerRender } from '../lib/server-clock';
import { phoneTimeZone, sameTimeZone } from '../lib/phone-calendar';
import { getToken } from '../lib/session';
import { nextTask } from './next-task';

/**
 * How far this phone's clock may be from the server's for the app to hydrate the page the server
 * drew: its days then begin and end as the server's did.
 */
const CLOCKS_AGREE_MS = 10_000;

/**
 * Puts the answers the server drew the page from into `queryClient` (after the saved ones, which
 * they are newer than); resolves whether it did. A page the app hydrates takes them dated as the
 * server dated them, its clock at the page's instant (`drawAt`): its first render then reads as
 * the server's did. A page it draws over takes them dated on this phone's clock. A phone that
 * holds no token (signed out where the server could not hear it) takes none: its guard sends it
 * to sign in.
 */
export async function adoptServerDrawing(
  queryClient: QueryClient,
  container: HTMLElement,
): Promise<boolean> {
  if (!drawnByServer(container) || !getToken()) return false;
  const drawing = readPageQueries<AppPageQueries>();
  if (!drawing) return false;
  const ahead = noteServerRender(drawing.renderedAt);
  const state = drawing.state as DehydratedState;
  countedAsHere =
    sameTimeZone(drawing.timeZone, phoneTimeZone()) && Math.abs(ahead) <= CLOCKS_AGREE_MS;
  if (countedAsHere) drawAt(drawing.renderedAt);
  else for (const query of state.queries) query.state.dataUpdatedAt -= ahead;
  // Reading the answers and taking them in are each a task of their own, so that neither holds
  // a phone's main thread for long.
  await nextTask();
  hydrate(queryClient, state);
  adopted = state.queries.map((query) => query.queryHash);
  return true;
}

let adopted: string[] = [];
let countedAsHere = false;

/**
 * Whether the page the server drew counted its days and hours as this phone counts them (the
 * clinic's time zone, a clock that agrees), so the app's first render reads the same and hydrates
 * it; any other phone draws the page over.
 */
export const drawnAsPhoneCounts = () => countedAsHere;

/**
 * Once the app has drawn the page, the page counts on the phone's own clock. The server's answers
 * stand, dated on a clock within seconds of it, until they are stale as any other; a phone whose
 * clock is off asks for them again in the background, as the app's answers would be dated.
 */
export function settleAdoptedAnswers(queryClient: QueryClient): void {
  drawAt(undefined);
  const hashes = new Set(adopted);
  adopted = [];
  if (hashes.size === 0 || countedAsHere) return;
  void queryClient.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) });
}
