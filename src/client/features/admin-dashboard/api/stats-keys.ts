import { adminKeys } from '../../../lib/keys/admin-keys';

/** The admin dashboard's counts, under the admin root. */
export const statsKeys = {
  all: [...adminKeys.all, 'stats'] as const,
  counts: () => [...statsKeys.all, 'counts'] as const,
};
