import { queryOptions } from '@tanstack/react-query';
import { ADMISSION_LIST_MSG } from '@colabora/core/admission/new-collaborator';
import type { AdmissionOrderBy } from '@colabora/core/users/schema';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest } from '@/lib/api-client';
import { admissionKeys, type AdmissionFilters } from './admission-keys';

/** GET /api/users/company/{companyId}?status=ADMISSION: the people in admission, paged (001 §7). */
export function listAdmissions(
  companyId: string,
  query: TableQuery<AdmissionOrderBy>,
  filters: AdmissionFilters,
  signal?: AbortSignal,
) {
  return apiRequest('listCompanyUsers', {
    params: { companyId },
    query: { ...query, status: 'ADMISSION', percentageFilled: filters.percentageFilled },
    signal,
  });
}

export function listAdmissionsQueryOptions(
  companyId: string,
  query: TableQuery<AdmissionOrderBy>,
  filters: AdmissionFilters,
) {
  return queryOptions({
    queryKey: admissionKeys.list(companyId, query, filters),
    queryFn: ({ signal }) => listAdmissions(companyId, query, filters, signal),
    meta: { errorMessage: ADMISSION_LIST_MSG.fetchFailed },
  });
}
