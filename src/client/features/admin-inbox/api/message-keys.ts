import { adminKeys } from '../../../lib/keys/admin-keys';

/** The contact messages list, under the admin root. */
export const messageKeys = {
  all: [...adminKeys.all, 'contact-messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
};
