/** The pages' CSP violation counts (/api/csp-reports): read them, clear them all. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CspReportCount } from '../../../../shared/schemas/csp-report';
import { apiRequest } from '../../../lib/api-client';
import { cspReportKeys } from './csp-report-keys';

export const cspReportsQueryOptions = () =>
  queryOptions({
    queryKey: cspReportKeys.all,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ reports: CspReportCount[] }>('/csp-reports', { signal })).reports.map(
        (report) => ({ ...report, _id: `${report.directive} ${report.blocked}` }),
      ),
    meta: { silent: true },
  });

export const useCspReports = () => useQuery(cspReportsQueryOptions());

export function useClearCspReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ cleared: number }>('/csp-reports', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cspReportKeys.all }),
  });
}
