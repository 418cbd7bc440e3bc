import { adminKeys } from '../../../lib/keys/admin-keys';

/** The moderators' numbers, under the admin root. */
export const moderatorKeys = {
  all: [...adminKeys.all, 'moderators'] as const,
  list: () => [...moderatorKeys.all, 'list'] as const,
};
