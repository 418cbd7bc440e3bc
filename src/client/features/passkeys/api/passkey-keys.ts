/** The signed-in user's passkeys. */
export const passkeyKeys = {
  all: ['passkeys'] as const,
};
