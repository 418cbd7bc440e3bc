/**
 * Every admin query key starts with `adminKeys.all`, so one invalidation refreshes every admin
 * screen after a write that touches several (a deleted patient changes the counts and the
 * issues). Admin queries are never marked `persist`: nothing of theirs reaches IndexedDB.
 */
export const adminKeys = {
  all: ['admin'] as const,
};
