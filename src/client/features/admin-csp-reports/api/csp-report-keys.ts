import { adminKeys } from '../../../lib/keys/admin-keys';

/** The CSP violation counts, under the admin root. */
export const cspReportKeys = {
  all: [...adminKeys.all, 'csp-reports'] as const,
};
