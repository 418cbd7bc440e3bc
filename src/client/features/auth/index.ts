export { authKeys, currentUserQueryOptions, useCurrentUser } from './api/current-user';
export { signOut, useLogout } from './api/logout';
