/**
 * One page of patients (docs/product-spec.md §7 "Patients list"): search by name, email or mobile.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PatientsPage } from '../../../../shared/api-types';
import { PATIENTS_PAGE_SIZE } from '../../../../shared/constants';
import { apiRequest } from '../../../lib/api-client';
import type { PatientsSearch } from '../lib/search';
import { patientKeys } from './patient-keys';

export const patientsQueryOptions = (search: PatientsSearch) =>
  queryOptions({
    queryKey: patientKeys.list(search),
    queryFn: ({ signal }) =>
      apiRequest<PatientsPage>('/users', {
        query: { q: search.q.trim(), limit: PATIENTS_PAGE_SIZE, page: search.page },
        signal,
      }),
    meta: { silent: true },
  });

/**
 * Keeps the current rows on screen while the next page or search loads: `useQuery`, not
 * suspense, which would blank the table on every keystroke of the search box.
 */
export function usePatients(search: PatientsSearch) {
  return useQuery({ ...patientsQueryOptions(search), placeholderData: keepPreviousData });
}
