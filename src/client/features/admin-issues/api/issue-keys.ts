import { adminKeys } from '../../../lib/keys/admin-keys';
import type { IssueFilter } from './issues';

/** The patients' issues, open or closed, under the admin root. */
export const issueKeys = {
  all: [...adminKeys.all, 'issues'] as const,
  list: (filter: IssueFilter) => [...issueKeys.all, filter] as const,
};
