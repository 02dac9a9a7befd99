import { queryOptions } from '@tanstack/react-query';
import type { ActiveOrderBy } from '@colabora/core/people/active-list';
import { ACTIVE_LIST_MSG } from '../active-staff-messages';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys, type ActiveStaffFilters } from './active-staff-keys';

/** GET /api/users/company/{companyId}?status=ACTIVE with every query parameter of 000 §7: the active staff, paged. */
export function listActiveStaff(
  companyId: string,
  query: TableQuery<ActiveOrderBy>,
  filters: ActiveStaffFilters,
  signal?: AbortSignal,
) {
  return apiRequest('listCompanyUsers', {
    params: { companyId },
    query: { ...query, ...filters, status: 'ACTIVE' },
    signal,
  });
}

export function listActiveStaffQueryOptions(
  companyId: string,
  query: TableQuery<ActiveOrderBy>,
  filters: ActiveStaffFilters,
) {
  return queryOptions({
    queryKey: activeStaffKeys.list(companyId, query, filters),
    queryFn: ({ signal }) => listActiveStaff(companyId, query, filters, signal),
    meta: { errorMessage: ACTIVE_LIST_MSG.fetchFailed },
  });
}
