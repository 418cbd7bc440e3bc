/** The compliance board (GET /api/compliance): one row per active or paused patient. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ComplianceRow } from '../lib/types';
import { complianceKeys } from './compliance-keys';

export const complianceQueryOptions = () =>
  queryOptions({
    queryKey: complianceKeys.board(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ patients: ComplianceRow[] }>('/compliance', { signal })).patients,
    meta: { silent: true },
  });

/**
 * `useQuery`, not suspense: the board keeps its filter and title while loading (loading rows)
 * or failing (an alert with retry); the dashboard's card reads the same answer.
 */
export const useCompliance = () => useQuery(complianceQueryOptions());
