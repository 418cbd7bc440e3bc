/**
 * Route guards (docs/product-spec.md §2 "Guards"), called from `beforeLoad`. Only the token's
 * presence is checked in the browser; the server decides whether it is still valid (a 401 signs
 * out).
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { CurrentUser, Role } from '../../../../shared/api-types';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { withQuery } from '../../../lib/url';
import { currentUserQueryOptions } from '../../../lib/current-user';

export interface GuardArgs {
  context: { queryClient: QueryClient };
  location: { href: string };
}

/** To a page of the site (the sign-in page, the home page): a page load, replacing this entry. */
const toSite = (href: string) => redirect({ href, reloadDocument: true, replace: true });

/** To the sign-in page, remembering where the visitor was going. */
const toSignIn = (href: string) => toSite(withQuery('/login', { redirect: href }));

/** Protected screens: the signed-in user (loaded once, shared through the query cache). */
export async function requireUser({ context, location }: GuardArgs): Promise<CurrentUser> {
  const token = getToken();
  if (!token) throw toSignIn(location.href);
  try {
    const user = await context.queryClient.ensureQueryData({
      ...currentUserQueryOptions(token),
      revalidateIfStale: true,
    });
    if (!user) throw toSignIn(location.href);
    return user;
  } catch (error) {
    // The query cache has already dropped the rejected token.
    if (error instanceof ApiError && error.status === 401) throw toSignIn(location.href);
    throw error;
  }
}

/** Protected screens with an allowed-roles list: anyone else goes to the home page. */
export async function requireRole(args: GuardArgs, roles: readonly Role[]): Promise<CurrentUser> {
  const user = await requireUser(args);
  if (!roles.includes(user.role)) throw toSite('/');
  return user;
}

/**
 * The patient dashboard, a parent's or guardian's too (docs/design.md §12): admins have their own
 * dashboard (docs/product-spec.md §2 "Guards").
 */
export async function requireDashboardUser(args: GuardArgs): Promise<{ user: CurrentUser }> {
  const user = await requireUser(args);
  if (user.role === 'admin') throw redirect({ to: '/admin/dashboard', replace: true });
  return { user: await requireRole(args, ['patient', 'guardian']) };
}
