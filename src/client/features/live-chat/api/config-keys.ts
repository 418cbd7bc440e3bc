/** The public client configuration's query key (GET /api/config). */
export const configKeys = {
  all: ['client-config'] as const,
  detail: () => configKeys.all,
};
