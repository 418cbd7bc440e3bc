import { adminKeys } from '../../../lib/keys/admin-keys';

/** The newsletter subscribers list, under the admin root. */
export const subscriberKeys = {
  all: [...adminKeys.all, 'newsletter-subscribers'] as const,
  list: () => [...subscriberKeys.all, 'list'] as const,
};
