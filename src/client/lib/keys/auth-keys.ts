/** The signed-in user's query key, shared by the guards, the header and the dashboard. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: (token: string | null) =>
    [...authKeys.all, 'current-user', token ? 'signed-in' : 'signed-out'] as const,
};
