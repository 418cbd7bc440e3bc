/**
 * A parent or guardian looking at one child's treatment (docs/design.md §12): the dashboard's own
 * requests, said for that child — its reads with `?patientId=`, its switch with the child named,
 * its notice, erasure request and current-user on the child's routes. The guardian's dashboard
 * shows one child at a time, in a query client of the child's own (`features/family`), so no
 * answer of one child's stands in the cache for another's or for the guardian's.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Query } from './url';

interface Request {
  path: string;
  method: string;
  body?: unknown;
  query?: Query;
}

let shownChild: string | null = null;
const clientsOfChildren = new WeakMap<QueryClient, string>();

/** The child `client` holds the answers of (the guardian's dashboard, one client per child). */
export function showChild(client: QueryClient, childId: string): void {
  clientsOfChildren.set(client, childId);
  shownChild = childId;
}

/** The child's view has closed: the dashboard's requests are the signed-in user's again. */
export function hideChild(childId: string): void {
  if (shownChild === childId) shownChild = null;
}

/** The child whose answers `client` holds, if it is a child's. */
export const childOf = (client: QueryClient): string | undefined => clientsOfChildren.get(client);

/** Reads of the patient's own that take `?patientId=` (docs/api.md). */
const CHILD_READS = ['/timeline', '/wear', '/aligner-switches', '/check-ins', '/issues/mine'];
/** The patient's own routes under `/users/me` a guardian has under `/users/:id`. */
const CHILD_ROUTES = ['/users/me/consent', '/users/me/erasure-request'];

/** `request` as the shown child's guardian sends it; anything else goes as it is. */
export function requestForShownChild<R extends Request>(request: R): R {
  const child = shownChild;
  if (!child) return request;
  const { path, method } = request;
  if (CHILD_ROUTES.includes(path)) return { ...request, path: path.replace('/me/', `/${child}/`) };
  if (path === '/aligner-switches' && method === 'POST') {
    return { ...request, body: { ...(request.body as object), patientId: child } };
  }
  if (CHILD_READS.includes(path) && method === 'GET') {
    return { ...request, query: { ...request.query, patientId: child } };
  }
  return request;
}
