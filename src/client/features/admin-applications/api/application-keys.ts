import { adminKeys } from '../../../lib/keys/admin-keys';

/** The job applications list, under the admin root. */
export const applicationKeys = {
  all: [...adminKeys.all, 'applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
};
