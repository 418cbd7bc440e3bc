import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../lib/current-user';
import { useAuthToken } from '../lib/session';

/** The signed-in user (`null` when signed out), following the token in this tab and others. */
export function useCurrentUser() {
  const token = useAuthToken();
  return useQuery(currentUserQueryOptions(token));
}
