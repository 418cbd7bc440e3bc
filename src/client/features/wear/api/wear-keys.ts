/** Every query key of the wear card: invalidating `wearKeys.all` refreshes them. */
export const wearKeys = {
  all: ['wear'] as const,
  summary: () => [...wearKeys.all, 'summary'] as const,
  waiting: () => [...wearKeys.all, 'waiting'] as const,
  settings: () => [...wearKeys.all, 'settings'] as const,
};
