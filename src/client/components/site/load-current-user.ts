import type { CurrentUser } from '../../../shared/api-types';
import { ApiError, apiRequest } from '../../lib/api-client';
import { clearToken } from '../../lib/session';

/** The user `token` signs in, for the site's header; a token the server refuses is removed. */
export async function loadCurrentUser(token: string): Promise<CurrentUser | null> {
  try {
    const { user } = await apiRequest<{ user: CurrentUser }>('/users/current-user', {
      method: 'POST',
      token,
    });
    return user;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    clearToken();
    return null;
  }
}
