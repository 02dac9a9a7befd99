import { queryOptions } from '@tanstack/react-query';
import type { DismissalOrderBy } from '@colabora/core/dismissal/list';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest } from '@/lib/api-client';
import { dismissalKeys, type DismissalFilters } from './dismissal-keys';

/** GET /api/users/company/{companyId}?status=DISMISSAL (002 §7.3): the people dismissed or in the process, paged. */
export function listDismissals(
  companyId: string,
  query: TableQuery<DismissalOrderBy>,
  filters: DismissalFilters,
  signal?: AbortSignal,
) {
  return apiRequest('listCompanyUsers', {
    params: { companyId },
    query: { ...query, ...filters, status: 'DISMISSAL' },
    signal,
  });
}

export function listDismissalsQueryOptions(companyId: string, query: TableQuery<DismissalOrderBy>, filters: DismissalFilters) {
  return queryOptions({
    queryKey: dismissalKeys.list(companyId, query, filters),
    queryFn: ({ signal }) => listDismissals(companyId, query, filters, signal),
    meta: { errorMessage: DISMISSAL_MSG.listFailed },
  });
}
